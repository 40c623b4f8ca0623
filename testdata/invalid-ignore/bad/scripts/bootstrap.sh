#!/bin/sh
# agentlint: ignore[tls-verification-disable] the mirror's certificate is pinned with --pinnedpubkey
curl -k --pinnedpubkey 'sha256//YhKJKSzoTt2b5FP18fvpHo7fJYqQCjAa3HWY3tvRMwE=' https://mirror.internal/tool.tgz
# agentlint: ignore the agent runs in a throwaway VM
claude --dangerously-skip-permissions
# agentlint: ignore[] nothing to see here
# agentlint: ignore[RUN-999, literal-secret] test credentials for the local mock server
export API_TOKEN=local-mock-token-1234
# agentlint: ignore[RUN-004 the list is never closed
