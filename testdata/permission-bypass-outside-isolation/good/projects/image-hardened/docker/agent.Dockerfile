# syntax=docker/dockerfile:1
FROM node:22-slim
RUN npm install -g @anthropic-ai/claude-code@2.0.14 \
 && useradd --create-home agent
# The compose service sets no user: this one applies, so the agent is not root.
USER agent
WORKDIR /work
CMD ["claude", \
     "--dangerously-skip-permissions"]
