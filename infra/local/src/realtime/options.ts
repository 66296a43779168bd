export interface RealtimeOptions {
  /** Frames handed to the socket until its unsent bytes reach this; later frames wait in the queue. Default 1 MiB. */
  highWaterBytes?: number;
  /** A socket whose queue grows past this many frames is closed (slow client). Default 5000. */
  maxQueuedFrames?: number;
  /** ... or past this many bytes (UTF-16 length). Default 32 MiB. */
  maxQueuedBytes?: number;
  /** Close a socket that sent nothing (not even a heartbeat) for this long. Default 60 s. */
  idleTimeoutMs?: number;
  /** Max channels per socket. Default 100. */
  maxChannels?: number;
  /** Check rows that pass a claims-independent SELECT policy once per role instead of once per caller (default true). */
  rlsFastPath?: boolean;
}
