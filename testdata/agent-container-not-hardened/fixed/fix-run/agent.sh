#!/bin/sh
docker run --cap-drop=ALL --security-opt=no-new-privileges --rm -it -v "$PWD":/work -w /work node:22 claude -p "fix the tests"
podman container run --cap-drop=ALL --security-opt=no-new-privileges --rm --userns=keep-id -v "$PWD":/work node:22 codex exec "review"
