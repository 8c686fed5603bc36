/**
 * Compiles regular expressions natively on first use in this process (V8 `--no-regexp-tier-up`), for the local
 * server and the content bench. The built-in content engine runs thousands of patterns per request. With V8's default
 * tier-up (interpret first, compile when hot), style suggestions measured p50 2.06 ms in a process that had already
 * served stories, chats and fortunes against 0.34 ms alone; with this flag 0.19 ms, and the story p99 fell from 4.3 to
 * 0.9 ms in the same run (bench/content, issue 13 round 13). Imported first, before any pattern runs; a side effect only.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
