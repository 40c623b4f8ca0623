package dev.agentlint.extract.shell;

import dev.agentlint.extract.container.ContainerFacts;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.read.SourceFile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The shell stage: after a format's extractor has run, every command it recorded as an
 * {@link EmbeddedScript} (a compose {@code command}, a systemd {@code ExecStart}, a workflow
 * {@code run:}, a hook …) becomes {@link dev.agentlint.model.Command}s in {@link FileFacts#commands()},
 * with the context the extractor gave it and positions mapped back into the file that holds it.
 */
public final class ShellStage {

    /** Scripts longer than this are not parsed (a command line, not a program). */
    static final int MAX_EMBEDDED = 256 * 1024;

    private ShellStage() {}

    public static void run(FileFacts facts) {
        for (EmbeddedScript e : List.copyOf(facts.embeddedScripts())) commands(facts, e);
    }

    /** A whole file that is a script. */
    static void script(FileFacts facts, ExecContext context) {
        SourceFile file = facts.file();
        CommandWalker walker = new CommandWalker(file, Positions.exact(file.lines(), null), "", facts.commands());
        walker.script(ShellParser.parse(file.text()), context);
        record(facts, walker);
    }

    /** The containers the walked lines start become workloads of the file, once per run line. */
    private static void record(FileFacts facts, CommandWalker walker) {
        Set<String> known = new HashSet<>();
        for (Workload w : facts.workloads()) known.add(w.anchor().span().toString());
        for (Workload w : walker.launched()) {
            if (known.add(w.anchor().span().toString())) ContainerFacts.add(facts, w);
        }
    }

    static void commands(FileFacts facts, EmbeddedScript e) {
        SourceFile file = facts.file();
        String path = e.location().path();
        if (e.script() != null) {
            if (e.script().length() > MAX_EMBEDDED) return;
            Positions at = e.verbatim() ? Positions.exact(file.lines(), e.location().span()) : Positions.fixed(e.location().span());
            CommandWalker walker = new CommandWalker(file, at, path, facts.commands());
            walker.script(ShellParser.parse(e.script()), e.context());
            record(facts, walker);
        } else if (e.argv() != null && !e.argv().isEmpty()) {
            Positions.Exec at = new Positions.Exec(e.argv());
            List<Arg> argv = new ArrayList<>();
            int total = 0;
            for (int i = 0; i < e.argv().size(); i++) {
                Located<String> element = e.argv().get(i);
                String v = element.value() == null ? "" : element.value();
                int start = at.offset(i);
                int[] origins = new int[v.length()];
                for (int k = 0; k < origins.length; k++) origins[k] = start + k;
                argv.add(new Arg(v, origins, true, start, start + v.length()));
                total += v.length();
                if (total > MAX_EMBEDDED) return;
            }
            Arg last = argv.get(argv.size() - 1);
            CommandWalker walker = new CommandWalker(file, at, path, facts.commands());
            walker.argv(argv, e.context(), 0, last.end());
            record(facts, walker);
        }
    }
}
