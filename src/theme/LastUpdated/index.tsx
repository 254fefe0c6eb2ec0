import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type {Props} from '@theme/LastUpdated';
import {ServerMarkup} from '@site/src/lib/serverMarkup';

// Wrapped, not ejected: the date is formatted with `Intl.DateTimeFormat`, whose first use in a
// page costs ~40 ms of one task here. Hydration adopts the date the server formatted instead.
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <ServerMarkup as="span">
      <LastUpdated {...props} />
    </ServerMarkup>
  );
}
