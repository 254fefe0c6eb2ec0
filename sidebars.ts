import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {ruleDocId, rules} from './src/data/qualityScale';

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
    {
      type: 'category',
      label: 'Integration Quality Scale',
      link: {type: 'doc', id: 'core/integration-quality-scale/index'},
      items: [
        'core/integration-quality-scale/checklist',
        {
          type: 'category',
          label: 'Rules',
          link: {type: 'doc', id: 'core/integration-quality-scale/rules'},
          // The rule pages come from the rules data, in its order (bronze to platinum).
          items: rules.map(ruleDocId),
        },
      ],
    },
    {
      type: 'category',
      label: 'Entities',
      items: [
        'core/entity',
        'core/entity/ai-task',
        'core/entity/air-quality',
        'core/entity/alarm-control-panel',
        'core/entity/assist-satellite',
        'core/entity/binary-sensor',
        'core/entity/button',
        'core/entity/calendar',
        'core/entity/camera',
        'core/entity/climate',
        'core/entity/conversation',
        'core/entity/cover',
        'core/entity/date',
        'core/entity/datetime',
        'core/entity/device-tracker',
        'core/entity/event',
        'core/entity/fan',
        'core/entity/humidifier',
        'core/entity/image',
        'core/entity/lawn-mower',
        'core/entity/light',
        'core/entity/lock',
        'core/entity/media-player',
        'core/entity/notify',
        'core/entity/number',
        'core/entity/remote',
        'core/entity/scene',
        'core/entity/select',
        'core/entity/sensor',
        'core/entity/siren',
        'core/entity/stt',
        'core/entity/switch',
        'core/entity/text',
        'core/entity/time',
        'core/entity/todo',
        'core/entity/tts',
        'core/entity/update',
        'core/entity/vacuum',
        'core/entity/valve',
        'core/entity/wake_word',
        'core/entity/water-heater',
        'core/entity/weather',
      ],
    },
  ],
  Voice: ['voice/overview'],
  Misc: ['misc'],
  Android: ['android'],
};

export default sidebars;
