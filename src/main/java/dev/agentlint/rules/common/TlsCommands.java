package dev.agentlint.rules.common;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.Args;
import dev.agentlint.model.Command;
import dev.agentlint.model.Word;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Command lines that switch TLS certificate verification off: {@code curl -k} (also inside
 * clusters such as {@code -sSLk}), {@code wget --no-check-certificate}, {@code git -c http.sslVerify=false},
 * {@code git config http.sslVerify false}, {@code npm/yarn/pnpm config set strict-ssl false},
 * {@code --strict-ssl=false}, {@code pip --trusted-host}, {@code --insecure-skip-tls-verify},
 * {@code --tls-verify=false}, and a few more tools' equivalents. Environment forms are in {@link TlsVariables}.
 */
public final class TlsCommands {

    /**
     * One switch, where it is written, and what it does in words.
     *
     * @param removable the words whose removal turns verification back on, and nothing else (the
     *                  switch alone, or {@code -c} with its value); empty when the switch shares its
     *                  word with others ({@code -sSLk}) or is quoted, so removing it is not that simple
     */
    public record Insecure(Word at, Phrase what, List<Word> removable) {
        public Insecure {
            removable = List.copyOf(removable);
        }

        Insecure(Word at, Phrase what) {
            this(at, what, List.of());
        }
    }

    /** curl's short options that take a value (a letter after one of them in a cluster is part of the value). */
    private static final String CURL_SHORT_VALUES = "AbcCdDeEFHKmoPQrTuUwxXyYz";
    /** curl's long options that take the next word as their value, so {@code --data -k} sends "-k". */
    private static final Set<String> CURL_LONG_VALUES = Set.of("--header", "--data", "--data-raw", "--data-binary",
            "--data-ascii", "--data-urlencode", "--json", "--output", "--user", "--request", "--user-agent", "--referer",
            "--form", "--form-string", "--upload-file", "--cookie", "--cookie-jar", "--range", "--write-out", "--proxy",
            "--proxy-user", "--max-time", "--connect-timeout", "--url", "--config", "--cacert", "--capath", "--cert",
            "--key", "--resolve", "--connect-to", "--retry", "--limit-rate", "--oauth2-bearer", "--dump-header",
            "--continue-at", "--quote", "--interface", "--local-port", "--speed-limit", "--speed-time", "--proxy-header",
            "--variable", "--expand-url", "--netrc-file", "--unix-socket", "--abstract-unix-socket");
    private static final Set<String> PIP = Set.of("pip", "pip3", "pip2");
    private static final Set<String> NODE_MANAGERS = Set.of("npm", "yarn", "pnpm");

    private TlsCommands() {}

    public static List<Insecure> insecure(Command c) {
        List<Insecure> out = new ArrayList<>();
        String program = c.program().toLowerCase(Locale.ROOT);
        List<Word> args = c.args();
        switch (program) {
            case "curl" -> {
                Args a = Args.of(c, CURL_SHORT_VALUES, CURL_LONG_VALUES);
                for (Args.Option o : a.longOptions(false, "--insecure", "--proxy-insecure", "--doh-insecure")) {
                    out.add(new Insecure(o.at(), Phrase.of("{option} accepts any certificate", "option", "curl " + o.name()), alone(o.at(), o.name())));
                }
                for (Args.Option o : a.shortOption('k')) {
                    out.add(new Insecure(o.at(), Phrase.of("{option} accepts any certificate", "option", "curl -k"), alone(o.at(), "-k")));
                }
            }
            case "wget", "wget2" -> {
                for (Args.Option o : Args.of(c, "").longOptions(false, "--no-check-certificate")) {
                    out.add(new Insecure(o.at(), Phrase.of("{option} accepts any certificate", "option", "wget --no-check-certificate"),
                            alone(o.at(), "--no-check-certificate")));
                }
            }
            case "git" -> git(args, out);
            case "npm", "yarn", "pnpm" -> nodeManager(program, args, out);
            case "pip", "pip3", "pip2", "uv" -> pip(program, c, out);
            case "python", "python3", "py" -> {
                if (args.size() > 2 && args.get(0).value().equals("-m") && PIP.contains(args.get(1).value())) {
                    trustedHost(args.subList(2, args.size()), out);
                }
            }
            case "conda", "mamba", "micromamba" -> {
                for (int i = 0; i + 2 < args.size(); i++) {
                    if (args.get(i).value().equals("--set") && args.get(i + 1).value().equals("ssl_verify")
                            && isFalse(args.get(i + 2).value())) {
                        out.add(new Insecure(args.get(i + 1), Phrase.of("{option} accepts any certificate", "option", "conda ssl_verify false")));
                    }
                }
            }
            case "aws" -> flag(args, out, "--no-verify-ssl", Phrase.of("the AWS CLI skips certificate verification"));
            default -> { }
        }
        // Cluster tools and image tools share these spellings.
        for (Word w : args) {
            String v = w.value().toLowerCase(Locale.ROOT);
            if (v.equals("--insecure-skip-tls-verify") || v.equals("--insecure-skip-tls-verify=true")) {
                out.add(new Insecure(w, Phrase.of("{option} accepts any server certificate", "option", program + " --insecure-skip-tls-verify")));
            } else if (v.equals("--tls-verify=false") || v.equals("--tls-verify=0")) {
                out.add(new Insecure(w, Phrase.of("{option} accepts any registry certificate", "option", program + " --tls-verify=false")));
            } else if ((v.equals("--strict-ssl=false") || v.equals("--no-strict-ssl")) && !NODE_MANAGERS.contains(program)) {
                out.add(new Insecure(w, Phrase.of("{option} accepts any certificate", "option", program + " " + w.value())));
            }
        }
        return out;
    }

    private static void git(List<Word> args, List<Insecure> out) {
        for (int i = 0; i < args.size(); i++) {
            String v = args.get(i).value();
            if (v.equals("-c") && i + 1 < args.size()) {
                String kv = args.get(i + 1).value();
                int eq = kv.indexOf('=');
                if (eq > 0 && sslVerifyKey(kv.substring(0, eq)) && isFalse(kv.substring(eq + 1))) {
                    List<Word> pair = args.get(i).literal() && args.get(i + 1).literal() ? List.of(args.get(i), args.get(i + 1)) : List.of();
                    out.add(new Insecure(args.get(i + 1), Phrase.of("{option} skips certificate verification", "option", "git " + kv.substring(0, eq) + "=false"), pair));
                }
            }
            if (v.equals("config")) {
                List<Word> rest = args.subList(i + 1, args.size()).stream().filter(w -> !w.value().startsWith("-")).toList();
                if (rest.size() >= 2 && sslVerifyKey(rest.get(0).value()) && isFalse(rest.get(1).value())) {
                    out.add(new Insecure(rest.get(0), Phrase.of("{option} skips certificate verification", "option", "git config " + rest.get(0).value() + " false")));
                }
                return;
            }
        }
    }

    /** The word, when it is the switch by itself as written. */
    private static List<Word> alone(Word w, String option) {
        return w.literal() && w.value().equals(option) ? List.of(w) : List.of();
    }

    private static boolean sslVerifyKey(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        return k.equals("http.sslverify") || k.startsWith("http.") && k.endsWith(".sslverify");
    }

    private static void nodeManager(String program, List<Word> args, List<Insecure> out) {
        for (Word w : args) {
            String v = w.value().toLowerCase(Locale.ROOT);
            if (v.equals("--strict-ssl=false") || v.equals("--no-strict-ssl")) {
                out.add(new Insecure(w, Phrase.of("{option} accepts any registry certificate", "option", program + " " + w.value())));
            }
        }
        // npm config set strict-ssl false | npm set strict-ssl=false | yarn config set enableStrictSsl false
        for (int i = 0; i < args.size(); i++) {
            String v = args.get(i).value();
            if (!v.equals("set")) continue;
            List<Word> rest = args.subList(i + 1, args.size()).stream().filter(w -> !w.value().startsWith("-")).toList();
            if (rest.isEmpty()) return;
            String key = rest.get(0).value();
            String value = rest.size() > 1 ? rest.get(1).value() : null;
            int eq = key.indexOf('=');
            if (eq > 0) {
                value = key.substring(eq + 1);
                key = key.substring(0, eq);
            }
            String k = key.toLowerCase(Locale.ROOT);
            if ((k.equals("strict-ssl") || k.equals("strict_ssl") || k.equals("enablestrictssl")) && value != null && isFalse(value)) {
                out.add(new Insecure(rest.get(0), Phrase.of("{option} accepts any registry certificate", "option", program + " config " + key + " false")));
            }
            return;
        }
    }

    private static void pip(String program, Command c, List<Insecure> out) {
        List<Word> args = c.args();
        trustedHost(args, out);
        if (program.equals("uv")) {
            for (Args.Option o : Args.of(c, "").longOptions(true, "--allow-insecure-host")) {
                out.add(new Insecure(o.at(), Phrase.of("{option} accepts any certificate from {host}", "option", "uv --allow-insecure-host", "host", o.value())));
            }
        }
        // pip config set global.trusted-host example.org
        for (int i = 0; i + 2 < args.size(); i++) {
            if (args.get(i).value().equals("set") && args.get(i + 1).value().endsWith(".trusted-host")) {
                out.add(new Insecure(args.get(i + 1), Phrase.of("{option} accepts any certificate", "option", "pip trusted-host " + args.get(i + 2).value())));
            }
        }
    }

    private static void trustedHost(List<Word> args, List<Insecure> out) {
        for (Args.Option o : new Args(args, "").longOptions(true, "--trusted-host")) {
            out.add(new Insecure(o.at(), Phrase.of("{option} accepts any certificate from that host", "option",
                    "pip --trusted-host " + (o.value() == null ? "" : o.value()))));
        }
    }

    private static void flag(List<Word> args, List<Insecure> out, String name, Phrase what) {
        for (Word w : args) if (w.value().equals(name)) out.add(new Insecure(w, what));
    }

    private static boolean isFalse(String v) {
        String s = v.strip().toLowerCase(Locale.ROOT).replace("\"", "").replace("'", "");
        return s.equals("false") || s.equals("0") || s.equals("no") || s.equals("off");
    }
}
