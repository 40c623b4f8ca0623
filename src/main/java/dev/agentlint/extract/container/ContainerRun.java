package dev.agentlint.extract.container;

import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@code docker/podman run|create} command line (from a script, a workflow step, an embedded
 * command) as a {@link Workload}: what the shell stage calls when it meets one, so the command
 * after the image can be judged by the container it runs in.
 */
public final class ContainerRun {

    private ContainerRun() {}

    /**
     * The container of a run line and where its image is.
     *
     * @param workload the container
     * @param image    the index of the image among the words, or -1 when there is none
     */
    public record Result(Workload workload, int image) {}

    /**
     * @param engine    {@code docker}, {@code podman}, {@code nerdctl}, {@code container} (Apple's) …
     * @param words     the words after {@code run}/{@code create}: options, the image, the container's command
     * @param at        the whole command line (where to report what the container lacks)
     * @param subcommand the {@code run}/{@code create} word the options follow
     */
    /** A run line whose subcommand word is not known (options cannot be added to it). */
    public static Result read(String engine, List<Word> words, Location at) {
        return read(engine, null, words, at);
    }

    public static Result read(String engine, Word subcommand, List<Word> words, Location at) {
        // The name is read first: the workload is created with it.
        Workload scratch = new Workload(Workload.Source.RUN_COMMAND, "", at);
        RunArgs.Result first = RunArgs.read(words, at, scratch, true);
        String name = first.name() != null ? first.name() : first.image() != null ? first.image().value() : engine + " run";
        Workload w = new Workload(Workload.Source.RUN_COMMAND, name, at);
        if (first.name() != null) w.containerName(first.name());
        w.optionsAfter(subcommand);
        w.engine(engine.equals("podman") ? Workload.Engine.PODMAN : engine.equals("docker") ? Workload.Engine.DOCKER
                : engine.equals("container") ? Workload.Engine.APPLE : Workload.Engine.EITHER);
        RunArgs.Result r = RunArgs.read(words, at, w, true);
        if (!r.command().isEmpty()) {
            List<Located<String>> argv = new ArrayList<>();
            for (Word word : r.command()) argv.add(new Located<>(word.value(), at.withSpan(word.span())));
            Location commandAt = at.withSpan(r.command().get(0).span().union(r.command().get(r.command().size() - 1).span()));
            // Recorded on the workload for agent recognition only: the shell stage has already read these words.
            w.commands().add(EmbeddedScript.exec(w.description() + " command", argv, commandAt, ExecContext.container(w)));
        }
        return new Result(w, r.image() == null ? -1 : words.indexOf(r.image()));
    }
}
