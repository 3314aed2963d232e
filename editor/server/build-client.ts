import { buildClient } from "./client-build";

// `npm run build -w editor`: the studio's page, built again whatever is there (npm run edit builds it when its sources change).
await buildClient();
