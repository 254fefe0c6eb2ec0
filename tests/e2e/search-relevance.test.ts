import {test} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit, withSession} from './browser';
import {searchRoutes} from './searchProbe';

const browser = useBrowser();

/** What a developer types, and the page that must be among the first eight results. */
const expectations: ReadonlyArray<readonly [query: string, route: string]> = [
  // Identifiers from the issue that the original site could not find.
  ['run_in_executor', '/docs/asyncio_working_with_async'],
  ['async_setup_entry', '/docs/config_entries_index'],
  ['strings.json', '/docs/internationalization/core'],
  ['DataUpdateCoordinator', '/docs/integration_fetching_data'],
  ['supported_color_modes', '/docs/core/entity/light'],
  ['hass.states.async_set', '/docs/dev_101_states'],
  // Core APIs.
  ['async_add_executor_job', '/docs/asyncio_working_with_async'],
  ['ConfigEntryNotReady', '/docs/integration_setup_failures'],
  ['ConfigEntryAuthFailed', '/docs/integration_setup_failures'],
  ['async_step_user', '/docs/config_entries_config_flow_handler'],
  ['async_step_reauth', '/docs/config_entries_config_flow_handler'],
  ['OptionsFlow', '/docs/config_entries_options_flow_handler'],
  ['manifest.json', '/docs/creating_integration_manifest'],
  ['unique_id', '/docs/core/entity'],
  ['has_entity_name', '/docs/core/integration-quality-scale/rules/has-entity-name'],
  ['EntityCategory', '/docs/core/integration-quality-scale/rules/entity-category'],
  ['device_info', '/docs/device_registry_index'],
  ['translation_key', '/docs/internationalization/core'],
  ['async_forward_entry_setups', '/docs/config_entries_index'],
  ['async_redact_data', '/docs/core/integration_diagnostics'],
  ['system_health', '/docs/core/integration_system_health'],
  ['services.yaml', '/docs/dev_101_services'],
  ['SensorDeviceClass', '/docs/core/entity/sensor'],
  ['ClimateEntityFeature', '/docs/core/entity/climate'],
  ['async_track_state_change_event', '/docs/integration_listen_events'],
  ['hass.bus.async_fire', '/docs/integration_events'],
  ['BluetoothServiceInfoBleak', '/docs/core/bluetooth/api'],
  ['zeroconf', '/docs/network_discovery'],
  ['async_create_issue', '/docs/core/platform/repairs'],
  ['blocking call', '/docs/asyncio_blocking_operations'],
  ['pytest fixtures', '/docs/development_testing'],
  // APIs and other areas.
  ['subscribe_events', '/docs/api/websocket'],
  ['/api/states', '/docs/api/rest'],
  ['long-lived access token', '/docs/auth_index'],
  ['auth_providers', '/docs/auth_auth_provider'],
  ['websocket_command', '/docs/frontend/extending/websocket-api'],
  ['setConfig', '/docs/frontend/custom-ui/custom-card'],
  ['getCardSize', '/docs/frontend/custom-ui/custom-card'],
  ['customElements.define', '/docs/frontend/custom-ui/custom-card'],
  ['ingress', '/docs/add-ons/communication'],
  ['bashio', '/docs/add-ons/tutorial'],
  ['supervisor api', '/docs/api/supervisor/endpoints'],
  ['RAUC', '/docs/operating-system/update-system'],
  ['devcontainer', '/docs/setup_devcontainer_environment'],
  ['IntentHandler', '/docs/intent_handling'],
  ['HassTurnOn', '/docs/intent_builtin'],
  ['expansion rules', '/docs/voice/intent-recognition/template-sentence-syntax'],
  ['LeakCanary', '/docs/android/tips/leak_canary'],
  ['quality scale', '/docs/core/integration-quality-scale'],
  // Blog posts are indexed too.
  ['micro sign', '/blog/2025/08/20/micro-sign-encoding'],
  ['last_reported', '/blog/2024/03/20/state_reported_timestamp'],
];

test(`search finds the right page in the top 8 for ${expectations.length} queries`, async () => {
  assert.ok(expectations.length >= 40);
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/search');
    const misses: string[] = [];
    const listPages: string[] = [];
    for (const [query, route] of expectations) {
      const routes = await searchRoutes(page, query);
      if (!routes.includes(route)) misses.push(`${query}: wanted ${route}, got ${routes.join(' ') || 'nothing'}`);
      listPages.push(...routes.filter((r) => /^\/blog\/(page|tags|archive|authors)(\/|$)/.test(r)));
    }
    assert.deepEqual(misses, []);
    assert.deepEqual(listPages, [], 'blog list pages must not be search results');
  });
});
