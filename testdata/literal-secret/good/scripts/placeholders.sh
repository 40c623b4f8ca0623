#!/bin/sh
# Placeholders from documentation are not secrets.
export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
export GH_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
export OPENAI_API_KEY=sk-proj-000000000000000000000000000000000000
export ANTHROPIC_API_KEY=sk-ant-api03-your_key_here
docker run --rm -e GITHUB_TOKEN=ghp_**************************************** agent-image
export OPENAI_API_KEY="${OPENAI_API_KEY}"
