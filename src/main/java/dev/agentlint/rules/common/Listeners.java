package dev.agentlint.rules.common;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.Command;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.Word;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Servers started to listen on every interface: {@code --host/--bind/--listen/--ip/-H 0.0.0.0}
 * (or {@code ::}), {@code python -m http.server} without {@code --bind}, {@code jupyter --ip=0.0.0.0},
 * bare {@code vite --host}, {@code socat TCP-LISTEN} without {@code bind=}, and the variables some
 * servers read their address from ({@code OLLAMA_HOST=0.0.0.0}, {@code HOST=0.0.0.0}).
 */
public final class Listeners {

    /** Where the listener is set up, and how, in words. */
    public record Listener(Word at, Phrase what) {}

    /** Options that name the address a server binds. */
    private static final Set<String> ADDRESS_OPTIONS = Set.of("--host", "--hostname", "--bind", "--bind-address",
            "--bind-addr", "--listen", "--listen-address", "--listen-host", "--ip", "--address", "--addr", "--server.address",
            "--interface", "--NotebookApp.ip", "--ServerApp.ip", "--server-name", "--http-host", "--web.listen-address");
    /** Short address options, per program family where they mean the bind address. */
    private static final Set<String> SHORT_ADDRESS = Set.of("-H", "-b", "-a", "-S");
    /** Programs whose short option above is a bind address (not, e.g., {@code curl -H} a header). */
    private static final Set<String> SHORT_ADDRESS_PROGRAMS = Set.of("next", "jekyll", "gunicorn", "rails", "puma",
            "http-server", "ttyd", "python", "python3", "hugo", "mkdocs", "uvicorn", "hypercorn", "daphne", "waitress-serve",
            "serve", "live-server", "dockerd", "php", "flask");

    /** Variables servers read their listen address from. */
    private static final Set<String> ADDRESS_VARIABLES = Set.of("OLLAMA_HOST", "HOST", "HOSTNAME", "NUXT_HOST", "NITRO_HOST",
            "GRADIO_SERVER_NAME", "STREAMLIT_SERVER_ADDRESS", "FLASK_RUN_HOST", "UVICORN_HOST", "FASTMCP_HOST", "MCP_HOST",
            "BIND_ADDRESS", "BIND_HOST", "LISTEN_ADDRESS", "LISTEN_HOST", "LISTEN_ADDR", "SERVER_HOST", "APP_HOST",
            "JUPYTER_IP", "VITE_HOST", "WEBUI_HOST", "LITELLM_HOST");

    private Listeners() {}

    public static List<Listener> of(Command c) {
        List<Listener> out = new ArrayList<>();
        String program = c.program().toLowerCase(Locale.ROOT);
        List<Word> args = c.args();
        for (int i = 0; i < args.size(); i++) {
            String v = args.get(i).value();
            if (v.equals("--")) break;
            int eq = v.indexOf('=');
            String name = eq > 0 && v.startsWith("-") ? v.substring(0, eq) : v;
            String value = eq > 0 && v.startsWith("-") ? v.substring(eq + 1) : i + 1 < args.size() ? args.get(i + 1).value() : null;
            boolean address = ADDRESS_OPTIONS.contains(name)
                    || SHORT_ADDRESS.contains(name) && SHORT_ADDRESS_PROGRAMS.contains(program);
            if (address && value != null && allInterfaces(value)) {
                out.add(new Listener(args.get(i), Phrase.untranslated(program + " " + name + " " + value)));
            }
        }
        String sub = args.isEmpty() ? "" : args.get(0).value();
        if ((program.equals("python") || program.equals("python3") || program.equals("py")) && args.size() >= 2
                && sub.equals("-m") && args.get(1).value().equals("http.server")
                && args.stream().noneMatch(w -> w.value().equals("--bind") || w.value().equals("-b") || w.value().startsWith("--bind="))) {
            out.add(new Listener(args.get(1), Phrase.of("{command} without {option} listens on every interface", "command", "python -m http.server", "option", "--bind")));
        }
        if (program.equals("vite") || program.equals("astro")) {
            for (int i = 0; i < args.size(); i++) {
                boolean bare = args.get(i).value().equals("--host")
                        && (i + 1 >= args.size() || args.get(i + 1).value().startsWith("-"));
                if (bare || args.get(i).value().equals("--host=true")) {
                    out.add(new Listener(args.get(i), Phrase.of("{command} without an address listens on every interface", "command", program + " --host")));
                }
            }
        }
        if (program.equals("socat")) {
            for (Word w : args) {
                String u = w.value().toUpperCase(Locale.ROOT);
                if ((u.startsWith("TCP-LISTEN:") || u.startsWith("TCP4-LISTEN:") || u.startsWith("TCP6-LISTEN:")
                        || u.startsWith("TCP-L:") || u.startsWith("UDP-LISTEN:")) && !u.contains("BIND=") && !u.contains("RANGE=")) {
                    out.add(new Listener(w, Phrase.of("{command} without {option} listens on every interface", "command", "socat " + w.value(), "option", "bind=")));
                }
            }
        }
        if (program.equals("ttyd") && args.stream().noneMatch(w -> w.value().equals("-i") || w.value().startsWith("--interface"))) {
            out.add(new Listener(c.argv().get(0), Phrase.of("{command} without {option} serves a terminal on every interface", "command", "ttyd", "option", "-i/--interface")));
        }
        return out;
    }

    /** A variable that sets a listen address to every interface ({@code OLLAMA_HOST=0.0.0.0}). */
    public static boolean allInterfacesVariable(EnvVar e) {
        return e.value() != null && ADDRESS_VARIABLES.contains(e.name().toUpperCase(Locale.ROOT)) && allInterfaces(e.value());
    }

    /**
     * {@code 0.0.0.0}, {@code ::}, {@code [::]}, or {@code *} (how several servers spell every
     * interface), with or without a port or scheme ({@code tcp://[::]:2375}), quoted or not.
     */
    public static boolean allInterfaces(String value) {
        String v = value.strip();
        if (v.startsWith("'") || v.startsWith("\"")) v = v.substring(1);
        if (v.endsWith("'") || v.endsWith("\"")) v = v.substring(0, v.length() - 1);
        Endpoint e = Endpoint.parse(v);
        return e.isAllInterfaces() || e.host().equals("*");
    }
}
