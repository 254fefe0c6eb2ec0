/**
 * The documentation areas: one entry per navbar target. The navbar dropdown, the home page
 * cards and the /docs index all read this list, so they can never disagree.
 */
export type Area = {
  readonly label: string;
  readonly to: string;
  readonly summary: string;
};

export const areas: readonly Area[] = [
  {
    label: 'Overview',
    to: '/docs/architecture_index',
    summary: 'How Core, integrations, the frontend, the Supervisor and the OS fit together.',
  },
  {
    label: 'Core',
    to: '/docs/development_index',
    summary: 'Build integrations: config flows, entities, registries, services and tests.',
  },
  {
    label: 'Frontend',
    to: '/docs/frontend',
    summary: 'Work on the web UI and write custom cards, badges, views and panels.',
  },
  {
    label: 'Supervisor',
    to: '/docs/supervisor',
    summary: 'Develop the Supervisor and call its API for add-ons, backups and updates.',
  },
  {
    label: 'Add-ons',
    to: '/docs/add-ons',
    summary: 'Package software as an add-on: configuration, ingress, publishing, security.',
  },
  {
    label: 'Operating System',
    to: '/docs/operating-system',
    summary: 'Build, debug and release Home Assistant OS images for supported boards.',
  },
  {
    label: 'Voice',
    to: '/docs/voice/overview',
    summary: 'Assist pipelines, intents, sentence templates and contributing a language.',
  },
  {
    label: 'Translations',
    to: '/docs/translations',
    summary: 'Translate the UI and integrations, and localise your own integration.',
  },
  {
    label: 'Android',
    to: '/docs/android',
    summary: 'Build, test and release the Android companion app for phone, Wear OS and cars.',
  },
];

/** The Misc area sits beside the dropdown in the navbar, but is an area like the others. */
export const miscArea: Area = {
  label: 'Misc',
  to: '/docs/misc',
  summary: 'Review process, writing documentation, API client libraries and asyncio.',
};
