package dev.agentlint.extract.compose;

import dev.agentlint.base.Format;
import dev.agentlint.base.Phrase;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.container.AgentWorkloads;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.extract.container.ContainerFacts;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Compose files ({@code compose.yaml}, {@code docker-compose.yml}, {@code podman-compose.yml},
 * overrides and variants): every service becomes a {@link Workload}, as Compose would run it.
 */
public final class ComposeExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        extract(facts, TreeFiles.NONE);
    }

    @Override
    public void extract(FileFacts facts, TreeFiles tree) throws ParseException {
        Node root = YamlTreeParser.parse(facts.file());
        if (root.isScalar() && root.text().isEmpty()) return;
        if (!root.isMap()) throw new ParseException("a Compose file must be a mapping of top-level keys", root.span());
        for (Workload w : new ComposeProject(facts, tree).load(root)) ContainerFacts.add(facts, w);
    }

    /**
     * What several compose files merged in order make, or which of them could not be read.
     *
     * @param services   the merged services, each marked as an agent workload where it is one; empty when refused
     * @param unreadable when refused: the file that could not be read; else null
     * @param why        when refused: why
     */
    public record Merged(List<Workload> services, Path unreadable, Phrase why) {
        public Merged {
            services = List.copyOf(services);
        }
    }

    /**
     * The services {@code docker compose -f A -f B …} runs: the files read through {@code tree} (only
     * inside the scanned tree, never through a symbolic link out of it), merged in the order given as
     * Compose merges an override file, with each file's {@code extends} and {@code include}. This is
     * the one place a file is read again after its own extraction: a command line decides which files
     * are merged, and only the files' node trees can be merged as Compose merges them (ADR 29).
     *
     * @param files absolute paths, at least one
     */
    public static Merged merged(List<Path> files, TreeFiles tree, RuleOptions options) {
        List<SourceFile> read = new ArrayList<>();
        List<Node> roots = new ArrayList<>();
        for (Path p : files) {
            Path dir = p.getParent();
            Path name = p.getFileName();
            if (dir == null || name == null) return new Merged(List.of(), p, TreeFiles.DOES_NOT_EXIST);
            TreeFiles.Lookup lookup = tree.readIn(dir, name.toString(), Format.COMPOSE);
            if (lookup instanceof TreeFiles.Refused r) return new Merged(List.of(), p, r.reason());
            SourceFile f = ((TreeFiles.Found) lookup).file();
            Node root;
            try {
                root = YamlTreeParser.parse(f);
            } catch (ParseException e) {
                return new Merged(List.of(), p, Phrase.of("it is not valid YAML ({error})", "error", Phrase.untranslated(e.getMessage())));
            }
            if (!root.isMap()) return new Merged(List.of(), p, Phrase.of("it is not a mapping of top-level keys"));
            read.add(f);
            roots.add(root);
        }
        // What the files cannot resolve (an extends elsewhere) is reported when each is scanned on its own.
        FileFacts scratch = new FileFacts(read.get(0), options);
        List<Workload> services = new ComposeProject(scratch, tree).loadNamed(read, roots);
        for (Workload w : services) AgentWorkloads.mark(w, options, script -> ShellStage.walk(scratch, script));
        return new Merged(services, null, null);
    }
}
