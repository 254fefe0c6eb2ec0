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

/** The slots that pick targets by name, area, floor, domain and device class, shared by most intents. */
const targetSlots: readonly IntentSlot[] = [
  {name: 'name', required: false, description: 'Name or alias of the entity to target.'},
  {name: 'area', required: false, description: 'Name or alias of an area; targets entities in that area.'},
  {name: 'floor', required: false, description: 'Name or alias of a floor; targets entities in areas on that floor.'},
  {name: 'domain', required: false, description: 'One or more entity domains, such as light or fan, to limit the targets to.'},
  {name: 'device_class', required: false, description: 'One or more device classes, such as window or garage, to limit the targets to.'},
];

/** The slots that pick media players by name, area, floor or device class. */
const mediaPlayerSlots: readonly IntentSlot[] = [
  {name: 'name', required: false, description: 'Name or alias of the media player.'},
  {name: 'area', required: false, description: 'Area whose media players to target.'},
  {name: 'floor', required: false, description: 'Floor whose media players to target.'},
  {name: 'device_class', required: false, description: 'One or more media player device classes, such as tv, speaker or receiver, to limit the targets to.'},
];

/** The slots that tell one running timer apart from the others. */
const timerSlots: readonly IntentSlot[] = [
  {name: 'start_hours', required: false, description: "The hours part of the timer's original duration, to tell it apart from other timers."},
  {name: 'start_minutes', required: false, description: "The minutes part of the timer's original duration, to tell it apart from other timers."},
  {name: 'start_seconds', required: false, description: "The seconds part of the timer's original duration, to tell it apart from other timers."},
  {name: 'name', required: false, description: 'Name the timer was given when it was started.'},
  {name: 'area', required: false, description: 'Only consider timers started by a device in this area.'},
];

export const builtinIntents: readonly BuiltinIntent[] = [
  {
    intent: 'HassTurnOn',
    description:
      'Turns on the matched entities; for covers and valves it opens them, for locks it locks them, and for scenes and scripts it activates them.',
    slots: [
      ...targetSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassTurnOff',
    description:
      'Turns off the matched entities; for covers and valves it closes them and for locks it unlocks them.',
    slots: [
      ...targetSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassToggle',
    description:
      'Switches each matched entity to the opposite of its current on or off state.',
    slots: [
      ...targetSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassGetState',
    description:
      'Answers a question about the state of the matched entities, such as whether a door is open or which lights are on, without changing anything.',
    slots: [
      ...targetSlots,
      {name: 'state', required: false, description: 'The state asked about, such as on or open; the answer reports which targets are in it.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassSetPosition',
    description:
      'Moves covers or valves to a position between fully closed and fully open.',
    slots: [
      ...targetSlots,
      {name: 'position', required: true, description: 'Target position as a percentage from 0 (closed) to 100 (open).'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassNevermind',
    description:
      'Cancels the request and does nothing, for when the user changes their mind.',
    slots: [],
    status: 'supported',
  },
  {
    intent: 'HassRespond',
    description:
      'Gives a spoken reply without taking any action, for sentences that only need an answer.',
    slots: [
      {name: 'response', required: false, description: 'The text to answer with.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassGetCurrentDate',
    description: "Answers with today's date in the instance's time zone.",
    slots: [],
    status: 'supported',
  },
  {
    intent: 'HassGetCurrentTime',
    description: "Answers with the current time of day in the instance's time zone.",
    slots: [],
    status: 'supported',
  },
  {
    intent: 'HassBroadcast',
    description:
      'Plays a spoken announcement on the other Assist satellites of the home.',
    slots: [
      {name: 'message', required: true, description: 'The text to announce.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassLightSet',
    description: 'Adjusts how bright the matched lights are or which color they show.',
    slots: [
      {name: 'name', required: false, description: 'Name or alias of the entity to target.'},
      {name: 'area', required: false, description: 'Name or alias of an area; targets entities in that area.'},
      {name: 'floor', required: false, description: 'Name or alias of a floor; targets entities in areas on that floor.'},
      {name: 'brightness', required: false, description: 'New brightness, in percent (0 to 100).'},
      {name: 'color', required: false, description: 'Name of a color, such as red or blue.'},
      {name: 'temperature', required: false, description: 'Color temperature in kelvin, such as 2700.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassClimateSetTemperature',
    description: 'Sets the target temperature of a thermostat.',
    slots: [
      {name: 'name', required: false, description: 'Name or alias of the climate entity.'},
      {name: 'area', required: false, description: 'Area whose thermostat to set.'},
      {name: 'floor', required: false, description: 'Floor whose thermostat to set.'},
      {name: 'temperature', required: true, description: "Target temperature, in the instance's temperature unit."},
    ],
    status: 'supported',
  },
  {
    intent: 'HassClimateGetTemperature',
    description:
      "Reports the current temperature, not the temperature a thermostat is set to. Without a name, it uses the temperature sensor assigned to the area if there is one; otherwise it reads a climate entity's current temperature.",
    slots: [
      {name: 'name', required: false, description: 'Name or alias of the climate entity.'},
      {name: 'area', required: false, description: 'Area whose temperature sensor or thermostat to read.'},
      {name: 'floor', required: false, description: 'Floor whose thermostat to read.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassHumidifierSetpoint',
    description: 'Sets the target humidity of a humidifier.',
    slots: [
      {name: 'name', required: true, description: 'Name or alias of the humidifier.'},
      {name: 'humidity', required: true, description: 'Target relative humidity as a percentage from 0 to 100.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassHumidifierMode',
    description: 'Switches a humidifier to one of its modes.',
    slots: [
      {name: 'name', required: true, description: 'Name or alias of the humidifier.'},
      {name: 'mode', required: true, description: 'The mode to switch to, as offered by the humidifier.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassGetWeather',
    description: 'Describes the current weather from a weather entity.',
    slots: [
      {name: 'name', required: false, description: 'Name of the weather entity to use, when there is more than one.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassListAddItem',
    description: 'Puts a new item on a to-do list.',
    slots: [
      {name: 'item', required: true, description: 'Text of the item to add.'},
      {name: 'name', required: true, description: 'Name of the to-do list entity to use.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassListCompleteItem',
    description: 'Marks an item on a to-do list as done.',
    slots: [
      {name: 'item', required: true, description: 'Text of the item to check off.'},
      {name: 'name', required: true, description: 'Name of the to-do list entity to use.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassShoppingListAddItem',
    description: "Puts a new item on the Shopping list integration's list.",
    slots: [
      {name: 'item', required: true, description: 'Text of the item to add.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassShoppingListCompleteItem',
    description: 'Marks an item on the list of the Shopping list integration as done.',
    slots: [
      {name: 'item', required: true, description: 'Text of the item to check off.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassShoppingListLastItems',
    description:
      'Reads out the most recent items on the list of the Shopping list integration.',
    slots: [],
    status: 'supported',
  },
  {
    intent: 'HassVacuumStart',
    description: 'Starts cleaning with the matched vacuum cleaners.',
    slots: [
      {name: 'name', required: false, description: 'Name or alias of the vacuum cleaner.'},
      {name: 'area', required: false, description: 'Area whose vacuum cleaner to start.'},
      {name: 'floor', required: false, description: 'Floor whose vacuum cleaner to start.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassVacuumReturnToBase',
    description: 'Sends the matched vacuum cleaners back to their docks.',
    slots: [
      {name: 'name', required: false, description: 'Name or alias of the vacuum cleaner.'},
      {name: 'area', required: false, description: 'Area whose vacuum cleaner to send back.'},
      {name: 'floor', required: false, description: 'Floor whose vacuum cleaner to send back.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassMediaPause',
    description: 'Pauses the matched media players that are playing and support pausing.',
    slots: [
      ...mediaPlayerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassMediaUnpause',
    description:
      'Resumes the matched paused media players; when no player is named, the players that the last pause intent stopped are preferred.',
    slots: [
      ...mediaPlayerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassMediaNext',
    description: 'Jumps to the following track or episode on the matched media players.',
    slots: [
      ...mediaPlayerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassMediaPrevious',
    description: 'Goes back to the previous item on the matched media players.',
    slots: [
      ...mediaPlayerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassSetVolume',
    description: 'Changes the volume of the matched media players that are playing.',
    slots: [
      ...mediaPlayerSlots,
      {name: 'volume_level', required: true, description: 'New volume, in percent (0 to 100); the handler passes it on as 0 to 1.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassMediaSearchAndPlay',
    description:
      'Searches the media of one media player that supports searching and plays the first result.',
    slots: [
      {name: 'name', required: false, description: 'Name or alias of the media player.'},
      {name: 'area', required: false, description: 'Area whose media player to use.'},
      {name: 'floor', required: false, description: 'Floor whose media player to use.'},
      {name: 'search_query', required: true, description: 'What to search for, such as an artist, album or title.'},
      {name: 'media_class', required: false, description: 'Kind of media to search for, such as album, artist, playlist, podcast or track.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassStartTimer',
    description: 'Starts a timer on the device the request came from. The duration needs at least one of hours, minutes and seconds.',
    slots: [
      {name: 'hours', required: false, description: 'Hours to run for.'},
      {name: 'minutes', required: false, description: 'Minutes to run for.'},
      {name: 'seconds', required: false, description: 'Seconds to run for.'},
      {name: 'name', required: false, description: 'A name for the timer, such as pizza.'},
      {name: 'conversation_command', required: false, description: 'A command to carry out through the conversation agent when the timer ends, instead of ringing.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassCancelTimer',
    description: 'Stops and removes one timer.',
    slots: [
      ...timerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassCancelAllTimers',
    description: 'Stops and removes every timer, or only those started in one area.',
    slots: [
      {name: 'area', required: false, description: 'Only cancel timers started from devices in this area.'},
    ],
    status: 'supported',
  },
  {
    intent: 'HassIncreaseTimer',
    description: 'Lengthens a timer by the given duration.',
    slots: [
      {name: 'hours', required: false, description: 'Hours to add.'},
      {name: 'minutes', required: false, description: 'Minutes to add.'},
      {name: 'seconds', required: false, description: 'Seconds to add.'},
      ...timerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassDecreaseTimer',
    description: 'Shortens a timer by the given duration.',
    slots: [
      {name: 'hours', required: false, description: 'Hours to remove.'},
      {name: 'minutes', required: false, description: 'Minutes to remove.'},
      {name: 'seconds', required: false, description: 'Seconds to remove.'},
      ...timerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassPauseTimer',
    description: 'Holds a running timer so that it stops counting down.',
    slots: [
      ...timerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassUnpauseTimer',
    description: 'Lets a paused timer continue counting down.',
    slots: [
      ...timerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassTimerStatus',
    description: 'Tells how much time is left on one or more timers.',
    slots: [
      ...timerSlots,
    ],
    status: 'supported',
  },
  {
    intent: 'HassOpenCover',
    description: 'Opens covers. Replaced by HassTurnOn, which opens covers too.',
    slots: [
      ...targetSlots,
    ],
    status: 'deprecated',
  },
  {
    intent: 'HassCloseCover',
    description: 'Closes covers. Replaced by HassTurnOff, which closes covers too.',
    slots: [
      ...targetSlots,
    ],
    status: 'deprecated',
  },
];
