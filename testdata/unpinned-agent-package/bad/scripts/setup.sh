#!/bin/sh
npm install -g @anthropic-ai/claude-code
npm i -g @openai/codex@latest
pipx install aider-chat
npx -y @modelcontextprotocol/server-filesystem "$HOME/projects"
uvx mcp-server-fetch
npx @openai/codex exec --sandbox read-only "explain the build"
npx @playwright/mcp@latest --help
bunx create-vite@latest my-app
