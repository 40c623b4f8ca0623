#!/bin/bash
# -f names the file relative to the script's own directory.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
docker compose -f "$here/../deploy/compose.agent.yaml" run --rm agent gemini --yolo -p "update the docs"
