package dev.agentlint.model;

import dev.agentlint.base.Phrase;
import java.util.List;

/**
 * A launch whose definition lies in another file: {@code docker compose run agent claude …} starts
 * the compose service {@code agent}, and only the compose file says whether that service is
 * offline. The shell stage records what the command line says; the link stage, which sees the
 * facts of the whole tree, resolves it (see ADR 0029).
 *
 * @param kind             what kind of definition the launch starts
 * @param target           the service it names, as written; null for a dev container
 * @param files            the definition files named on the command line ({@code -f}, {@code --config}), in order; empty when none
 * @param projectDirectory {@code --project-directory} or {@code --workspace-folder}, or null
 * @param location         the launch's words
 * @param linked           whether the link stage has looked at it (a file checked on its own never is)
 * @param notFollowed      when linked but not resolved: what could not be seen, for the message; else null
 */
public record Launch(Kind kind, String target, List<Word> files, Word projectDirectory, Location location,
                     boolean linked, Phrase notFollowed) {

    public enum Kind {
        /** A compose service, run by {@code docker compose run|exec}, {@code docker-compose}, {@code podman compose}, {@code podman-compose}. */
        COMPOSE_SERVICE,
        /** The dev container of a workspace folder, run by {@code devcontainer exec [--workspace-folder DIR] [--config FILE]}. */
        DEV_CONTAINER,
        /** A Lima instance, entered by {@code limactl shell NAME CMD}; its YAML is what {@code limactl start --name NAME FILE} started. */
        LIMA_INSTANCE,
        /**
         * The containers started from the image a Dockerfile builds (its {@code ENTRYPOINT}/{@code CMD}):
         * the compose service, dev container or {@code docker run} of the tree built from that file says how they run.
         */
        IMAGE,
        /**
         * A running container entered by name ({@code docker|podman exec NAME CMD}): the same script
         * may have started it from a definition of the tree ({@code docker run --name}, {@code docker
         * compose up}, {@code podman kube play}, {@code systemctl start} of a Quadlet unit).
         */
        CONTAINER
    }

    public Launch {
        files = List.copyOf(files);
    }

    /** Looked at by the link stage, and resolved. */
    public Launch resolved() {
        return new Launch(kind, target, files, projectDirectory, location, true, null);
    }

    /** Looked at by the link stage, and not resolved, for the reason given. */
    public Launch notResolved(Phrase why) {
        return new Launch(kind, target, files, projectDirectory, location, true, why);
    }
}
