@echo off
rem The host's token goes into the agent's container by name.
docker run --rm -e GITHUB_TOKEN -e "NPM_TOKEN=%NPM_TOKEN%" ghcr.io/example/agent@sha256:0000000000000000000000000000000000000000000000000000000000000000 claude -p "fix the tests"
