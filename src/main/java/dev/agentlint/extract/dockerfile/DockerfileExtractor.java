package dev.agentlint.extract.dockerfile;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.EmbeddedCommands;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.container.AgentWorkloads;
import dev.agentlint.model.ImageReference;
import dev.agentlint.model.AgentClis;
import dev.agentlint.model.Command;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Image;
import dev.agentlint.model.Launch;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.parse.dockerfile.DockerfileParser;
import dev.agentlint.parse.dockerfile.Instruction;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Dockerfile or Containerfile: its {@code RUN} lines go to the shell stage (they run in the
 * build, so every command check applies), its {@code ENV} and {@code ARG} values to the
 * environment checks (a key written here is in the image for anyone who pulls it), and what its
 * last stage leaves in the image ({@code USER}, {@code ENV}, the agent it installs or starts with
 * {@code ENTRYPOINT}/{@code CMD}) becomes an {@link Image}, which the link stage joins to the
 * workloads built from this file. The start command runs in whatever container the image is
 * started in, which only those workloads say: it is a {@link Launch.Kind#IMAGE} launch.
 */
public final class DockerfileExtractor implements Extractor {

    /** Shells whose {@code -c} runs a POSIX script: the {@code SHELL} a {@code RUN} line's shell form is read with. */
    private static final Set<String> POSIX_SHELLS = Set.of("sh", "bash", "dash", "ash", "zsh", "ksh", "mksh", "busybox");

    /** What one build stage has set so far; a stage named in {@code FROM} starts from another's. */
    private static final class Stage {
        Location from;
        Located<String> base;
        Located<String> user;
        Map<String, EnvVar> env = new LinkedHashMap<>();
        Start entrypoint;
        Start cmd;
        boolean cmdSet;
        boolean posixShell = true;
        Located<Phrase> installs;

        Stage copy(Location at) {
            Stage s = new Stage();
            s.from = at;
            s.base = base;
            s.user = user;
            s.env = new LinkedHashMap<>(env);
            s.entrypoint = entrypoint;
            s.cmd = cmd;
            s.posixShell = posixShell;
            s.installs = installs;
            return s;
        }
    }

    /** An {@code ENTRYPOINT} or {@code CMD}: the exec form's elements with where each is written, or a shell command. */
    private record Start(Instruction instruction, Location location, List<Located<String>> argv, List<OffsetMap> offsets,
                         String script) {}

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        List<Instruction> instructions = DockerfileParser.parse(file.lines(), facts.commentRecorder(file));
        Map<String, Stage> named = new HashMap<>();
        List<EnvVar> written = new ArrayList<>();
        Stage stage = null;
        for (Instruction in : instructions) {
            Location at = new Location(file, in.span(), "/" + in.span().line() + "/" + in.keyword());
            switch (in.keyword()) {
                case "FROM" -> {
                    stage = from(in, at, named);
                }
                case "ARG" -> {
                    for (Token w : Token.split(in.arguments(), in.escape())) {
                        int eq = w.value().indexOf('=');
                        if (eq > 0) written.add(new EnvVar(w.value().substring(0, eq), w.value().substring(eq + 1), at.withSpan(in.at(w.start(), w.end()))));
                    }
                }
                case "ENV" -> {
                    if (stage == null) stage = new Stage();
                    for (EnvVar e : env(in, at)) {
                        written.add(e);
                        stage.env.remove(e.name());
                        stage.env.put(e.name(), e);
                    }
                }
                case "USER" -> {
                    if (stage == null) stage = new Stage();
                    List<Token> words = Token.split(in.arguments(), in.escape());
                    if (!words.isEmpty()) stage.user = new Located<>(words.get(0).value(), at.withSpan(in.at(words.get(0).start(), words.get(0).end())));
                }
                case "SHELL" -> {
                    if (stage == null) stage = new Stage();
                    if (in.exec() != null && !in.exec().isEmpty()) stage.posixShell = POSIX_SHELLS.contains(basename(in.exec().get(0)));
                }
                case "RUN" -> {
                    if (stage == null) stage = new Stage();
                    run(facts, in, at, stage);
                }
                case "ENTRYPOINT" -> {
                    if (stage == null) stage = new Stage();
                    stage.entrypoint = start(in, at);
                    // BuildKit clears a CMD the stage inherited when it sets an ENTRYPOINT, not one it set itself.
                    if (!stage.cmdSet) stage.cmd = null;
                }
                case "CMD" -> {
                    if (stage == null) stage = new Stage();
                    stage.cmd = start(in, at);
                    stage.cmdSet = true;
                }
                default -> { }
            }
        }
        if (stage == null) {
            facts.images().add(new Image(new Location(file, Span.point(1, 1), ""), null, null, List.of(), written, null));
            return;
        }
        Located<Phrase> agent = null;
        EmbeddedScript startCommand = startCommand(stage);
        if (startCommand != null) {
            facts.embeddedScripts().add(startCommand);
            Optional<Phrase> runs = agentIn(facts, startCommand);
            if (runs.isPresent()) agent = new Located<>(Phrase.of("{instruction} {runs}", "instruction", startOrigin(stage), "runs", runs.get()), startCommand.location());
        }
        if (agent == null && stage.installs != null) agent = stage.installs;
        if (agent == null && stage.base != null && AgentClis.imageLooksLikeAgent(ImageReference.of(stage.base.value()))) {
            agent = new Located<>(Phrase.of("base image {image} is an agent image", "image", stage.base.value()), stage.base.location());
        }
        facts.images().add(new Image(stage.from == null ? new Location(file, Span.point(1, 1), "") : stage.from, stage.base == null ? null : stage.base.map(ImageReference::of), stage.user,
                List.copyOf(stage.env.values()), written, agent));
    }

    private static Stage from(Instruction in, Location at, Map<String, Stage> named) {
        List<Token> words = Token.split(in.arguments(), in.escape());
        int k = 0;
        while (k < words.size() && words.get(k).value().startsWith("--")) k++;
        Stage s;
        Token image = k < words.size() ? words.get(k) : null;
        Stage earlier = image == null ? null : named.get(image.value().toLowerCase(Locale.ROOT));
        if (earlier != null) {
            s = earlier.copy(at);
        } else {
            s = new Stage();
            s.from = at;
            if (image != null) s.base = new Located<>(image.value(), at.withSpan(in.at(image.start(), image.end())));
        }
        if (k + 2 < words.size() && words.get(k + 1).value().equalsIgnoreCase("as")) {
            named.put(words.get(k + 2).value().toLowerCase(Locale.ROOT), s);
        }
        return s;
    }

    /** {@code ENV NAME=value …}, or the legacy {@code ENV NAME value with blanks}. */
    private static List<EnvVar> env(Instruction in, Location at) {
        List<EnvVar> out = new ArrayList<>();
        List<Token> words = Token.split(in.arguments(), in.escape());
        if (words.isEmpty()) return out;
        if (words.get(0).value().indexOf('=') <= 0) {
            Token name = words.get(0);
            if (words.size() < 2) return out;
            StringBuilder value = new StringBuilder();
            for (int k = 1; k < words.size(); k++) value.append(k > 1 ? " " : "").append(words.get(k).value());
            out.add(new EnvVar(name.value(), value.toString(), at.withSpan(in.at(name.start(), words.get(words.size() - 1).end()))));
            return out;
        }
        for (Token w : words) {
            int eq = w.value().indexOf('=');
            if (eq <= 0) continue;
            out.add(new EnvVar(w.value().substring(0, eq), w.value().substring(eq + 1), at.withSpan(in.at(w.start(), w.end()))));
        }
        return out;
    }

    /**
     * A {@code RUN} line: its command through the shell stage, in the build's container; and
     * whether it installs an agent (then containers of the image are agent workloads).
     */
    private static void run(FileFacts facts, Instruction in, Location at, Stage stage) {
        String args = in.arguments();
        // Options before the command: --mount=…, --network=…, --security=….
        int start = 0;
        for (Token w : Token.split(args, in.escape())) {
            if (!w.value().startsWith("--")) break;
            start = w.end();
        }
        while (start < args.length() && Character.isWhitespace(args.charAt(start))) start++;
        String command = args.substring(start);
        ExecContext context = ExecContext.container(Phrase.of("the build of this image (RUN)"));
        List<String> exec = new ArrayList<>();
        List<Integer> execAt = new ArrayList<>();
        EmbeddedScript script;
        if (DockerfileParser.jsonArray(command, exec, execAt)) {
            List<Located<String>> argv = new ArrayList<>();
            List<OffsetMap> offsets = new ArrayList<>();
            for (int k = 0; k < exec.size(); k++) {
                int from = start + execAt.get(k);
                argv.add(new Located<>(exec.get(k), at.withSpan(in.at(from, from + exec.get(k).length()))));
                offsets.add(in.offsets().from(from));
            }
            if (argv.isEmpty()) return;
            script = EmbeddedCommands.fromArgv("Dockerfile RUN", argv, offsets, at, context);
        } else {
            if (!stage.posixShell) return;
            Instruction.HereDocument doc = in.heredocs().isEmpty() ? null : in.heredocs().get(0);
            if (doc != null && isShellOnly(args.substring(start, Math.max(start, doc.start())), in.escape())
                    && args.substring(doc.end()).isBlank()) {
                // RUN <<EOF: the body is the script the shell runs.
                script = EmbeddedScript.mapped("Dockerfile RUN", doc.body(), at, doc.offsets(), context);
            } else {
                // Any other here-document is data on a command's standard input: blanked out, so offsets still line up.
                StringBuilder line = new StringBuilder(command);
                for (Instruction.HereDocument d : in.heredocs()) {
                    for (int c = Math.max(d.start(), start); c < d.end(); c++) line.setCharAt(c - start, ' ');
                }
                script = EmbeddedScript.mapped("Dockerfile RUN", line.toString(), at, in.offsets().from(start), context);
            }
        }
        facts.embeddedScripts().add(script);
        if (stage.installs == null) {
            agentIn(facts, script)
                    .ifPresent(a -> stage.installs = new Located<>(Phrase.of("RUN {what}", "what", a), at.withSpan(Span.point(in.span().line(), in.span().column()))));
        }
    }

    /** What agent a command of the image starts or installs, as the shell stage walks it. */
    private static Optional<Phrase> agentIn(FileFacts facts, EmbeddedScript script) {
        for (Command c : ShellStage.walk(facts, script)) {
            Optional<Phrase> a = AgentWorkloads.startsOrInstalls(c);
            if (a.isPresent()) return a;
        }
        return Optional.empty();
    }

    /** Nothing but a shell before {@code <<EOF} ({@code RUN <<EOF}, {@code RUN bash <<EOF}, {@code RUN sh -e <<EOF}). */
    private static boolean isShellOnly(String before, char escape) {
        List<Token> words = Token.split(before, escape);
        if (words.isEmpty()) return true;
        if (!POSIX_SHELLS.contains(basename(words.get(0).value()))) return false;
        for (int k = 1; k < words.size(); k++) {
            String w = words.get(k).value();
            if (!w.startsWith("-") || w.contains("c")) return false;
        }
        return true;
    }

    private static Start start(Instruction in, Location at) {
        if (in.exec() != null) {
            List<Located<String>> argv = new ArrayList<>();
            List<OffsetMap> offsets = new ArrayList<>();
            for (int k = 0; k < in.exec().size(); k++) {
                int from = in.execAt().get(k);
                argv.add(new Located<>(in.exec().get(k), at.withSpan(in.at(from, from + in.exec().get(k).length()))));
                offsets.add(in.offsets().from(from));
            }
            return new Start(in, at, argv, offsets, null);
        }
        return in.arguments().isBlank() ? null : new Start(in, at, null, null, in.arguments());
    }

    /**
     * What a container of the image runs unless its launcher replaces it: the exec-form
     * {@code ENTRYPOINT} with {@code CMD} as its arguments, a shell-form {@code ENTRYPOINT} alone,
     * or {@code CMD}.
     */
    private static EmbeddedScript startCommand(Stage stage) {
        Start entry = stage.entrypoint;
        Start cmd = stage.cmd;
        Start first = entry != null ? entry : cmd;
        if (first == null) return null;
        ExecContext context = ExecContext.launched(Phrase.of("a container started from this image"),
                new Launch(Launch.Kind.IMAGE, null, List.of(), null, first.location(), false, null));
        String origin = "Dockerfile " + startOrigin(stage);
        if (first.script() != null) {
            return EmbeddedScript.mapped(origin, first.script(), first.location(), first.instruction().offsets(), context);
        }
        List<Located<String>> argv = new ArrayList<>(first.argv());
        List<OffsetMap> offsets = new ArrayList<>(first.offsets());
        if (entry != null && cmd != null && cmd.argv() != null) {
            argv.addAll(cmd.argv());
            offsets.addAll(cmd.offsets());
        }
        if (argv.isEmpty()) return null;
        return EmbeddedCommands.fromArgv(origin, argv, offsets, first.location(), context);
    }

    private static String startOrigin(Stage stage) {
        return stage.entrypoint != null ? "ENTRYPOINT" : "CMD";
    }

    private static String basename(String word) {
        return word.substring(word.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    }
}
