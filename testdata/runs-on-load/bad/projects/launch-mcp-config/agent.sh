#!/bin/sh
# CI triage: the servers named on the command line start with the launch.
set -eu
claude -p "triage the open issues" --strict-mcp-config --mcp-config ci/agent-mcp.json
claude -p "summarise the week" --mcp-config '{"mcpServers":{"db":{"command":"uvx","args":["db-mcp==1.2.0"]}}}'
