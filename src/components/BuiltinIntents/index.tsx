import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {builtinIntents} from '@site/src/data/builtinIntents';

/** One section per built-in intent, from `src/data/builtinIntents.ts`. */
export default function BuiltinIntents(): ReactNode {
  return (
    <>
      {builtinIntents.map((intent) => (
        <section key={intent.intent}>
          <Heading as="h3" id={intent.intent}>
            <code>{intent.intent}</code>
            {intent.status === 'deprecated' && ' (deprecated)'}
          </Heading>
          <p>{intent.description}</p>
          {intent.slots.length > 0 ? (
            <table>
              <thead>
                <tr>
                  <th>Slot</th>
                  <th>Required</th>
                  <th>Meaning</th>
                </tr>
              </thead>
              <tbody>
                {intent.slots.map((slot) => (
                  <tr key={slot.name}>
                    <td>
                      <code>{slot.name}</code>
                    </td>
                    <td>{slot.required ? 'Yes' : 'No'}</td>
                    <td>{slot.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>This intent takes no slots.</p>
          )}
        </section>
      ))}
    </>
  );
}
