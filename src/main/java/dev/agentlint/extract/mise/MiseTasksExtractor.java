package dev.agentlint.extract.mise;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.Interpreters;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.LineIndex;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * mise's {@code mise.toml} (and {@code .mise.toml}, {@code mise.local.toml}, {@code mise.<env>.toml},
 * {@code mise/config.toml}, {@code .config/mise/config.toml}, …): every task's {@code run} (and
 * {@code run_windows}), a string or a list of them, and the short forms {@code [tasks] name = "cmd"}
 * and {@code name = ["a", "b"]}, are commands {@code mise run} starts on the host, handed to the shell
 * stage with their positions, the file's {@code [env]} and the task's own {@code env}
 * (mise.jdx.dev "Task Configuration"). A task's {@code shell} names its interpreter. What only orders
 * tasks ({@code depends}, {@code depends_post}, {@code wait_for}, {@code { task = … }} entries) runs
 * other tasks, checked where they are defined; {@code file = …} tasks are scripts scanned on their own;
 * Tera templates ({@code {{arg(name="x")}}}, {@code {{vars.x}}}) are left as written, so their values are unknown.
 */
public final class MiseTasksExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = TomlTreeParser.parse(file, facts.commentRecorder(file));
        List<EnvVar> fileEnv = env(file, root.get("env"));
        for (MapNode.Entry e : root.get("tasks").entries()) {
            String task = e.key();
            Node t = e.value();
            if (t.isMap()) {
                List<EnvVar> env = new ArrayList<>(fileEnv);
                env.addAll(env(file, t.get("env")));
                List<String> shell = t.get("shell").isScalar() ? Interpreters.words(t.get("shell").textOr("")) : List.of("sh", "-c");
                run(facts, task, t.get("run"), shell, env);
                run(facts, task, t.get("run_windows"), shell, env);
            } else {
                run(facts, task, t, List.of("sh", "-c"), fileEnv);
            }
        }
    }

    /** {@code [env]} or a task's {@code env}: its string values (mise's {@code _.file}/{@code _.path} directives are not variables). */
    private static List<EnvVar> env(SourceFile file, Node env) {
        List<EnvVar> out = new ArrayList<>();
        for (MapNode.Entry v : env.entries()) {
            if (v.key().startsWith("_") || !v.value().isScalar()) continue;
            v.value().text().ifPresent(text -> out.add(new EnvVar(v.key(), text, Location.ofEntry(file, v.value()))));
        }
        return out;
    }

    private static void run(FileFacts facts, String task, Node run, List<String> shell, List<EnvVar> env) {
        if (run.isScalar()) {
            command(facts, task, run, shell, env);
        } else if (run.isList()) {
            for (Node c : run.elements()) if (c.isScalar()) command(facts, task, c, shell, env);
        }
    }

    private static void command(FileFacts facts, String task, Node value, List<String> shell, List<EnvVar> env) {
        Optional<String> text = value.text();
        if (text.isEmpty() || text.get().isBlank()) return;
        String script = text.get();
        String origin = "mise task \"" + task + "\"";
        ExecContext context = ExecContext.host(Phrase.of("mise task \"{task}\"", "task", task));
        OffsetMap offsets = offsets(facts.file(), value, script);
        // A script that starts with a shebang is run by that interpreter, as mise does for multi-line run strings.
        List<String> interpreter = shell;
        boolean fromFile = false;
        if (script.startsWith("#!")) {
            int nl = script.indexOf('\n');
            interpreter = Interpreters.words(script.substring(2, nl < 0 ? script.length() : nl));
            fromFile = true;
        }
        Interpreters.script(origin, interpreter, fromFile, script, offsets, Location.of(facts.file(), value), context)
                .map(s -> env.isEmpty() ? s : s.withEnv(env))
                .ifPresent(facts.embeddedScripts()::add);
    }

    /**
     * Where each character of a TOML string is written: a one-line string without escapes and a
     * multi-line literal string ({@code '''…'''}, the first line break after the quotes trimmed, as
     * TOML says) map exactly; anything else maps onto the whole value (null).
     */
    private static OffsetMap offsets(SourceFile file, Node value, String script) {
        EmbeddedText one = EmbeddedText.of(file, value);
        if (one.exact()) return one.offsets();
        Span s = value.span();
        LineIndex lines = file.lines();
        String first = lines.lineText(s.line());
        int c = s.column() - 1;
        boolean literal = first.startsWith("'''", c);
        boolean basic = first.startsWith("\"\"\"", c);
        if (!literal && !(basic && script.indexOf('\\') < 0 && !first.substring(c).contains("\\"))) return null;
        int line = s.line();
        int column = c + 3;
        if (column >= first.length()) {
            line++;
            column = 0;
        }
        // Check that the text is the file's characters from there on, line by line, before trusting the map.
        OffsetMap.Builder b = new OffsetMap.Builder();
        LineIndex own = new LineIndex(script);
        for (int k = 1; k <= own.lineCount(); k++) {
            String src = line <= lines.lineCount() ? lines.lineText(line) : "";
            String mine = own.lineText(k);
            if (!src.startsWith(mine, column)) return null;
            b.piece(own.offset(k, 1), line, column + 1);
            line++;
            column = 0;
        }
        return b.build();
    }
}
