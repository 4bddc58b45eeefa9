// The door of lib/server: what runs the modules. The server's start and stop (startup.ts, called by
// instrumentation.ts in the Node runtime), the scheduled jobs and their cron route (jobs/), and the
// health answer (health.ts).

export { onServerStart } from "./startup";
export { handleCronOther, handleCronPost } from "./jobs/cron-route";
export { handleHealthGet, type HealthBody, type PublicHealthBody } from "./health";
