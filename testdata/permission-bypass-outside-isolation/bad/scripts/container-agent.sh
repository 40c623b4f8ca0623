#!/usr/bin/env bash
# "It runs in a container", but the container is online and sees the whole home directory.
podman run --rm -it -v "$HOME:/home/agent" -v "$PWD:/work:Z" -w /work agent-image \
  claude --dangerously-skip-permissions -p "$TASK"

docker run --rm --network host -v /var/run/docker.sock:/var/run/docker.sock agent-image \
  codex exec --sandbox danger-full-access "$TASK"

# The same agent started directly on the host.
claude --dangerously-skip-permissions -p "$TASK"

# Offline, but the host's logs are writable: the agent can erase what it did.
docker run --rm --network none -v /var/log:/host/log -v "$PWD:/work" -w /work agent-image \
  claude --dangerously-skip-permissions -p "rotate the logs in /host/log"
