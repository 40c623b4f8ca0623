#!/bin/sh
# Only a remote server on the command line: nothing of the checkout's runs at start-up.
set -eu
claude -p "triage the open issues" --strict-mcp-config --mcp-config ci/agent-mcp.json
claude -p "summarise the week" --allowedTools "mcp__docs" --mcp-config '{"mcpServers":{"docs":{"type":"http","url":"https://mcp.example.com/mcp"}}}'
