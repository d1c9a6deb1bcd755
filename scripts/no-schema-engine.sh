#!/bin/sh
# Stand-in for the native schema engine: `prisma generate` never runs it, but the CLI
# insists on a path. Migrations go through scripts/db.ts instead.
echo "native schema engine not used: run npm run db:migrate / db:deploy" >&2
exit 1
