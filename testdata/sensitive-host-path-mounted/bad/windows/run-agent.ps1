# Credentials handed to the agent's container from a Windows host
docker run --rm --network none -v "${env:USERPROFILE}\.ssh:/root/.ssh" agent-image claude
docker run --rm --network none -v "$env:USERPROFILE\.aws:/root/.aws:ro" agent-image claude
docker run --rm --network none --mount "type=bind,source=$HOME\.config\gh,target=/root/.config/gh" agent-image claude
podman run --rm --network none -v C:\Users\dev\.kube:/root/.kube agent-image claude
