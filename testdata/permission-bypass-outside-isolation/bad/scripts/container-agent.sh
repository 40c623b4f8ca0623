#!/usr/bin/env bash
# "It runs in a container", but the container is online and sees the whole home directory.
podman run --rm -it -v "$HOME:/home/agent" -v "$PWD:/work:Z" -w /work agent-image \
  claude --dangerously-skip-permissions -p "$TASK"

docker run --rm --network host -v /var/run/docker.sock:/var/run/docker.sock agent-image \
  codex exec --sandbox danger-full-access "$TASK"

# The same agent started directly on the host.
claude --dangerously-skip-permissions -p "$TASK"
