/** @packageDocumentation Test doubles of the contract's ports, one copy each, for every package's tests (never for product code). */
export { ManualTimer } from './manual-timer';
export { SettableClock } from './settable-clock';
export type { RecordedToast } from './recording-notifier';
export { RecordingNotifier } from './recording-notifier';
export { ScriptedConfirmDialog } from './scripted-confirm-dialog';
export { MemoryStorage } from './memory-storage';
export { MemoryTokenStore } from './memory-token-store';
export type { GatewayCall } from './scripted-gateway';
export { GatewayFailure, ScriptedGateway } from './scripted-gateway';
