import type {ReactNode} from 'react';
import {voiceLanguages} from '@site/src/data/voiceLanguages';

/** The supported-languages table, from `src/data/voiceLanguages.ts`. */
export default function VoiceLanguages(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Code</th>
          <th>Language</th>
          <th>Native name</th>
        </tr>
      </thead>
      <tbody>
        {voiceLanguages.map((language) => (
          <tr key={language.code}>
            <td>
              <code>{language.code}</code>
            </td>
            <td>{language.englishName}</td>
            <td lang={language.code}>{language.nativeName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
