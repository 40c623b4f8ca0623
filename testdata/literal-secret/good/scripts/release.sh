#!/bin/sh
export ANTHROPIC_API_KEY="$(security find-generic-password -s anthropic -w)"
GITHUB_TOKEN="${RELEASE_TOKEN:?}" gh release create v1.2.0
curl -H "Authorization: Bearer $GITLAB_TOKEN" https://gitlab.example.com/api/v4/projects
deploy-cli --api-key="$DEPLOY_KEY" --region eu-west-1 --token-file ~/.config/deploy/token
echo "set ANTHROPIC_API_KEY=<your-key> before running"
# Template line, to be filled in by hand:
deploy-cli --server-username=USERNAME --server-password=PASSWORLD
