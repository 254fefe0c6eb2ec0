/**
 * The integration quality scale: every rule with its tier, in the order the docs list them.
 * The sidebar, the rules index, the checklist and each rule page's tier badge all read this
 * list, so they cannot disagree. Tiers follow `script/hassfest/quality_scale.py` in core.
 */
export const tiers = ['bronze', 'silver', 'gold', 'platinum'] as const;

export type Tier = (typeof tiers)[number];

export type Rule = {
  /** The rule's id, as used in `quality_scale.yaml` and in the page's URL. */
  readonly id: string;
  readonly tier: Tier;
  readonly title: string;
};

export const tierLabels: Record<Tier, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

export const rulesRoute = '/docs/core/integration-quality-scale/rules';

export const rules: readonly Rule[] = [
  {id: 'action-setup', tier: 'bronze', title: 'Service actions are registered in async_setup'},
  {id: 'appropriate-polling', tier: 'bronze', title: 'If it\'s a polling integration, set an appropriate polling interval'},
  {id: 'brands', tier: 'bronze', title: 'Has branding assets available for the integration'},
  {id: 'common-modules', tier: 'bronze', title: 'Place common patterns in common modules'},
  {id: 'config-flow-test-coverage', tier: 'bronze', title: 'Full test coverage for the config flow'},
  {id: 'config-flow', tier: 'bronze', title: 'Integration needs to be able to be set up via the UI'},
  {id: 'dependency-transparency', tier: 'bronze', title: 'Dependency transparency'},
  {id: 'docs-actions', tier: 'bronze', title: 'The documentation describes the provided service actions that can be used'},
  {id: 'docs-high-level-description', tier: 'bronze', title: 'The documentation includes a high-level description of the integration brand, product, or service'},
  {id: 'docs-installation-instructions', tier: 'bronze', title: 'The documentation provides step-by-step installation instructions for the integration, including, if needed, prerequisites'},
  {id: 'docs-removal-instructions', tier: 'bronze', title: 'The documentation provides removal instructions'},
  {id: 'entity-event-setup', tier: 'bronze', title: 'Entity events are subscribed in the correct lifecycle methods'},
  {id: 'entity-unique-id', tier: 'bronze', title: 'Entities have a unique ID'},
  {id: 'has-entity-name', tier: 'bronze', title: 'Entities use has_entity_name = True'},
  {id: 'runtime-data', tier: 'bronze', title: 'Use ConfigEntry.runtime_data to store runtime data'},
  {id: 'test-before-configure', tier: 'bronze', title: 'Test a connection in the config flow'},
  {id: 'test-before-setup', tier: 'bronze', title: 'Check during integration initialization if we are able to set it up correctly'},
  {id: 'unique-config-entry', tier: 'bronze', title: 'Don\'t allow the same device or service to be able to be set up twice'},
  {id: 'action-exceptions', tier: 'silver', title: 'Service actions raise exceptions when encountering failures'},
  {id: 'config-entry-unloading', tier: 'silver', title: 'Support config entry unloading'},
  {id: 'docs-configuration-parameters', tier: 'silver', title: 'The documentation describes all integration configuration options'},
  {id: 'docs-installation-parameters', tier: 'silver', title: 'The documentation describes all integration installation parameters'},
  {id: 'entity-unavailable', tier: 'silver', title: 'Mark entity unavailable if appropriate'},
  {id: 'integration-owner', tier: 'silver', title: 'Has an integration owner'},
  {id: 'log-when-unavailable', tier: 'silver', title: 'If internet/device/service is unavailable, log once when unavailable and once when back connected'},
  {id: 'parallel-updates', tier: 'silver', title: 'Number of parallel updates is specified'},
  {id: 'reauthentication-flow', tier: 'silver', title: 'Reauthentication needs to be available via the UI'},
  {id: 'test-coverage', tier: 'silver', title: 'Above 95% test coverage for all integration modules'},
  {id: 'devices', tier: 'gold', title: 'The integration creates devices'},
  {id: 'diagnostics', tier: 'gold', title: 'Implements diagnostics'},
  {id: 'discovery-update-info', tier: 'gold', title: 'Integration uses discovery info to update network information'},
  {id: 'discovery', tier: 'gold', title: 'Devices can be discovered'},
  {id: 'docs-data-update', tier: 'gold', title: 'The documentation describes how data is updated'},
  {id: 'docs-examples', tier: 'gold', title: 'The documentation provides automation examples the user can use.'},
  {id: 'docs-known-limitations', tier: 'gold', title: 'The documentation describes known limitations of the integration (not to be confused with bugs)'},
  {id: 'docs-supported-devices', tier: 'gold', title: 'The documentation describes known supported / unsupported devices'},
  {id: 'docs-supported-functions', tier: 'gold', title: 'The documentation describes the supported functionality, including entities, and platforms'},
  {id: 'docs-troubleshooting', tier: 'gold', title: 'The documentation provides troubleshooting information'},
  {id: 'docs-use-cases', tier: 'gold', title: 'The documentation describes use cases to illustrate how this integration can be used'},
  {id: 'dynamic-devices', tier: 'gold', title: 'Devices added after integration setup'},
  {id: 'entity-category', tier: 'gold', title: 'Entities are assigned an appropriate EntityCategory'},
  {id: 'entity-device-class', tier: 'gold', title: 'Entities use device classes where possible'},
  {id: 'entity-disabled-by-default', tier: 'gold', title: 'Integration disables less popular (or noisy) entities'},
  {id: 'entity-translations', tier: 'gold', title: 'Entities have translated names'},
  {id: 'exception-translations', tier: 'gold', title: 'Exception messages are translatable'},
  {id: 'icon-translations', tier: 'gold', title: 'Entities implement icon translations'},
  {id: 'reconfiguration-flow', tier: 'gold', title: 'Integrations should have a reconfigure flow'},
  {id: 'repair-issues', tier: 'gold', title: 'Repair issues and repair flows are used when user intervention is needed'},
  {id: 'stale-devices', tier: 'gold', title: 'Stale devices are removed'},
  {id: 'async-dependency', tier: 'platinum', title: 'Dependency is async'},
  {id: 'inject-websession', tier: 'platinum', title: 'The integration dependency supports passing in a websession'},
  {id: 'strict-typing', tier: 'platinum', title: 'Strict typing'},
];

/** The docs id of a rule's page. */
export const ruleDocId = (rule: Rule) => `core/integration-quality-scale/rules/${rule.id}`;
