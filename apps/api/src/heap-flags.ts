import v8 from 'node:v8';

/**
 * Imported first by the API's entry points (the server, the bench's runner and profiler).
 *
 * V8 pretenures an allocation site whose objects often survive a young-generation collection:
 * it then allocates them straight in the old generation. pg's parsed rows are such a site (a
 * hundred candidate rows are alive while a routing decision reads them), so every later row
 * was allocated old, and the young strings and objects those dead rows still pointed to survived
 * each scavenge through the old-to-new remembered set until a full collection: about 5 MB
 * copied a scavenge, 6–8 ms a pause, one decision in thirty (decision 0042's update). Without
 * pretenuring they die young. Node refuses this flag in NODE_OPTIONS, so it is set here, before
 * the app allocates anything of its own.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
