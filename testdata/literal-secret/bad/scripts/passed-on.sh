#!/bin/sh
# One secret, one finding, where the literal is written.
docker run --rm -e GITHUB_TOKEN=ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5 agent-image
K=sk-proj-aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zA7bC9dE1fG3
export OPENAI_API_KEY=$K
curl -H "Authorization: Bearer $K" https://api.openai.com/v1/models
ANTHROPIC_API_KEY=sk-ant-api03-Zb3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zA7bC9dE1fG3hI5jK7lM9
export ANTHROPIC_API_KEY=${ANTHROPIC_API_KEY}
