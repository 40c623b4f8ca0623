#!/bin/sh
npm install -g @anthropic-ai/claude-code@2.1.201
npx -y @modelcontextprotocol/server-filesystem@2025.8.21 "$HOME/projects"
uvx mcp-server-fetch==2025.4.7
pipx install aider-chat==0.86.1
npx eslint .
npm install
npm install --save-dev typescript
echo "npm install -g @anthropic-ai/claude-code"
# Inside the dev container, a tool fetched for the container itself:
docker run --rm --network none playwright-image npx -y playwright install chrome
# Without -y and without a version, npx and bunx in a project run the locally installed tool.
npx prettier --check .
bunx tsc --noEmit
npx ./scripts/local-tool.js
echo "npx @playwright/mcp@latest"
