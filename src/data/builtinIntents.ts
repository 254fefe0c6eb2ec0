/**
 * The intents Home Assistant handles out of the box. The built-in intents page renders this
 * list; write a new intent here, not in the page. Names and slots follow core's intent handlers
 * and the `home-assistant/intents` repository (mid-2025).
 */
export type IntentSlot = {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
};

export type BuiltinIntent = {
  readonly intent: string;
  readonly description: string;
  readonly slots: readonly IntentSlot[];
  readonly status: 'supported' | 'deprecated';
};

export const builtinIntents: readonly BuiltinIntent[] = [];
