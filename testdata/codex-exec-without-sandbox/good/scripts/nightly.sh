#!/bin/sh
set -e
codex exec --sandbox workspace-write "update the changelog"
codex exec -s read-only "summarize open issues"
codex exec -c sandbox_mode=workspace-write "fix lint"
codex exec --full-auto "legacy spelling of workspace-write"
codex login --with-api-key
echo "codex exec \"never without --sandbox\""
podman run --rm --network none agent-image codex exec "runs inside the container"
