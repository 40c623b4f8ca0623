FROM node@sha256:0000000000000000000000000000000000000000000000000000000000000000
# Every container of this image (the compose service tlsoff builds it) inherits these.
ENV GIT_SSL_NO_VERIFY=1 \
    NPM_CONFIG_STRICT_SSL=false
RUN npm install -g @anthropic-ai/claude-code@2.0.14
USER node
