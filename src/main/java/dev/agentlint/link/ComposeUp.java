package dev.agentlint.link;

import dev.agentlint.model.Command;
import dev.agentlint.model.Word;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code docker compose [-f FILE]… [-p NAME] [--project-directory DIR] up|start|create|restart [options] [SERVICE…]}
 * (and {@code docker-compose}, {@code podman compose}, {@code podman-compose}): which services it
 * starts, and the project name Compose gives their containers.
 *
 * @param files            {@code -f/--file}, as written
 * @param projectDirectory {@code --project-directory}, or null
 * @param project          {@code -p/--project-name}, or null (then the project directory's name)
 * @param projectComputed  {@code -p} is computed when the command runs: the containers' names are not known
 * @param services         the services named; empty for all of them
 */
record ComposeUp(List<Word> files, Word projectDirectory, String project, boolean projectComputed, List<String> services) {

    private static final Set<String> STARTS = Set.of("up", "start", "create", "restart");
    /** Global options that take a value. */
    private static final Set<String> GLOBAL_VALUED = Set.of("-f", "--file", "-p", "--project-name", "--project-directory",
            "--env-file", "--profile", "--ansi", "--parallel", "--progress", "-c", "--context", "-H", "--host", "--log-level");
    /** Options of up/start/create/restart that take a value. */
    private static final Set<String> VALUED = Set.of("--scale", "-t", "--timeout", "--exit-code-from", "--pull",
            "--wait-timeout", "--attach", "--no-attach", "--pull-policy");

    /** The services this command starts, or null when it starts none. */
    static ComposeUp of(Command c) {
        String program = c.program();
        List<Word> args = c.args();
        int k;
        if (program.equals("docker-compose") || program.equals("podman-compose")) {
            k = 0;
        } else if ((program.equals("docker") || program.equals("podman")) && !args.isEmpty() && args.get(0).value().equals("compose")) {
            k = 1;
        } else {
            return null;
        }
        List<Word> files = new ArrayList<>();
        Word directory = null;
        String project = null;
        for (; k < args.size(); k++) {
            Word w = args.get(k);
            String v = w.value();
            if (!v.startsWith("-")) break;
            String value = null;
            String name = v;
            int eq = v.indexOf('=');
            if (v.startsWith("--") && eq > 0) {
                name = v.substring(0, eq);
                value = v.substring(eq + 1);
            } else if (GLOBAL_VALUED.contains(v) && k + 1 < args.size()) {
                value = args.get(++k).value();
                w = args.get(k);
            }
            if (value == null) continue;
            Word word = new Word(value, w.span(), w.literal());
            switch (name) {
                case "-f", "--file" -> files.add(word);
                case "--project-directory" -> directory = word;
                case "-p", "--project-name" -> project = w.literal() && !value.contains("$") ? value : "";
                default -> { }
            }
        }
        if (k >= args.size() || !STARTS.contains(args.get(k).value())) return null;
        List<String> services = new ArrayList<>();
        for (k++; k < args.size(); k++) {
            String v = args.get(k).value();
            if (v.startsWith("-")) {
                if (!v.contains("=") && VALUED.contains(v)) k++;
            } else {
                services.add(v);
            }
        }
        boolean computed = project != null && project.isEmpty();
        return new ComposeUp(files, directory, computed ? null : project, computed, services);
    }

    /** Compose's default project name: the project directory's name, lower-case, only {@code [a-z0-9_-]}. */
    static String projectName(Path directory) {
        if (directory == null || directory.getFileName() == null) return null;
        String raw = directory.getFileName().toString().toLowerCase(Locale.ROOT);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < raw.length(); i++) {
            char ch = raw.charAt(i);
            if (ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9' || ch == '_' || ch == '-') b.append(ch);
        }
        while (b.length() > 0 && (b.charAt(0) == '_' || b.charAt(0) == '-')) b.deleteCharAt(0);
        return b.length() == 0 ? null : b.toString();
    }
}
