package dev.agentlint.model;

import dev.agentlint.base.Phrase;
import java.util.List;

/**
 * The image a Dockerfile (or Containerfile) builds, as its last stage leaves it: what every
 * container started from it gets unless its launcher says otherwise. The link stage joins these to
 * the workloads built from the file (Compose {@code build:}, a dev container's
 * {@code build.dockerfile}, {@code docker build -f … -t IMAGE} then {@code docker run IMAGE}).
 *
 * @param anchor  the last stage's {@code FROM}
 * @param base    the image that stage starts from (through earlier stages it names)
 * @param user    the last {@code USER} in effect; null when none is set (the base image's, root unless it says otherwise)
 * @param env     the variables {@code ENV} sets in the image, the last assignment of each
 * @param written every {@code ENV} and {@code ARG} value the file writes, in any stage (build arguments stay in the image's history)
 * @param agent   what shows that a container of the image runs a coding agent ({@code RUN installs claude},
 *                {@code ENTRYPOINT runs codex}); null when nothing does
 */
public record Image(Location anchor, Located<ImageReference> base, Located<String> user, List<EnvVar> env, List<EnvVar> written,
                    Located<Phrase> agent) {

    public Image {
        env = List.copyOf(env);
        written = List.copyOf(written);
    }
}
