#!/usr/bin/env bash
# The agent skips its prompts only inside an offline, disposable container that sees the project alone.
podman run --rm --network none --cap-drop=ALL --security-opt=no-new-privileges \
  -v "$PWD:/work:Z" -w /work agent-image \
  claude --dangerously-skip-permissions -p "$TASK"

docker run --rm --network=none --mount type=bind,src="$PWD",dst=/work -w /work agent-image \
  sh -c 'codex exec --dangerously-bypass-approvals-and-sandbox "$TASK"'

# The host's logs, read-only, for an agent that triages incidents: reading logs is not a way out.
docker run --rm --network none --cap-drop ALL -v /var/log:/host/log:ro -v "$PWD:/work" -w /work agent-image \
  claude --dangerously-skip-permissions -p "summarise the errors in /host/log/syslog"
