import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * One sidebar per area, in the order of the route contract (`spec/docs.tsv`): sidebar names,
 * category labels and page order all come from it, and `tests/content/sidebars.test.ts` checks
 * that they still do. Add a page here, in manifest order, when you write it.
 */
const sidebars: SidebarsConfig = {
  Addons: ['add-ons'],
  Overview: ['architecture_index'],
  Frontend: ['frontend'],
  Internationalization: ['translations'],
  OperatingSystem: ['operating-system'],
  Supervisor: ['supervisor'],
  Core: [
    'development_index',
    {
      type: 'category',
      label: 'Building Integrations',
      items: ['config_entries_config_flow_handler', 'integration_fetching_data'],
    },
    {type: 'category', label: 'Entities', items: ['core/entity/light']},
  ],
  Voice: ['voice/overview'],
  Misc: ['misc'],
  Android: ['android'],
};

export default sidebars;
