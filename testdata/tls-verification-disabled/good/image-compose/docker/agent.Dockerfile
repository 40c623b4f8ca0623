FROM node@sha256:0000000000000000000000000000000000000000000000000000000000000000
# Verification stays on; the variable names appear only in a comment and a harmless value.
# ENV GIT_SSL_NO_VERIFY=1
ENV NODE_TLS_REJECT_UNAUTHORIZED=1
RUN npm install -g @anthropic-ai/claude-code@2.0.14
USER node
