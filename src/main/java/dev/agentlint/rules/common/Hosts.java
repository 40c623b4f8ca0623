package dev.agentlint.rules.common;

import dev.agentlint.model.Endpoint;
import java.util.List;
import java.util.Set;

/**
 * How far an allowed domain or wildcard reaches, by its name alone. What a single host is
 * (loopback, private, metadata, an IP literal) is {@link Endpoint.Kind}.
 */
public final class Hosts {

    /** What an allowed domain or wildcard pattern opens beyond names one owner controls. */
    public enum Breadth {
        /** {@code *.com}, {@code *.co.uk}: every name under a public suffix, which is every host. */
        PUBLIC_SUFFIX,
        /**
         * {@code *.amazonaws.com}, {@code *.githubusercontent.com}, {@code pastebin.com}: storage
         * buckets, hosted pages, tunnels and paste or upload services anyone can use, so also
         * endpoints an attacker controls.
         */
        SHARED_HOSTING
    }

    // Domains under which anyone can get a name of their own (buckets, hosted apps, tunnels, user content).
    private static final List<String> SHARED_HOSTING = List.of(
            "amazonaws.com", "cloudfront.net", "awsapprunner.com", "on.aws",
            "blob.core.windows.net", "web.core.windows.net", "azurewebsites.net", "azureedge.net", "azurestaticapps.net",
            "googleapis.com", "appspot.com", "run.app", "cloudfunctions.net", "firebaseapp.com", "web.app", "firebaseio.com",
            "githubusercontent.com", "github.io", "gitlab.io", "pages.dev", "workers.dev", "r2.dev", "r2.cloudflarestorage.com",
            "trycloudflare.com", "vercel.app", "netlify.app", "herokuapp.com", "fly.dev", "onrender.com", "railway.app",
            "ngrok.io", "ngrok-free.app", "ngrok.app", "loca.lt", "serveo.net", "digitaloceanspaces.com", "ondigitalocean.app",
            "backblazeb2.com", "supabase.co", "glitch.me", "repl.co");

    // Services that exist to take text or files from anyone: an allowlist entry for one is an exfiltration channel.
    private static final Set<String> PASTE_AND_UPLOAD = Set.of(
            "pastebin.com", "paste.ee", "hastebin.com", "dpaste.com", "termbin.com", "ix.io", "0x0.st", "transfer.sh",
            "file.io", "webhook.site", "requestcatcher.com", "requestbin.net", "pipedream.net", "interact.sh");

    // Second-level labels that registries sell names under (co.uk, com.au, org.br …).
    private static final Set<String> SECOND_LEVEL = Set.of("co", "com", "net", "org", "gov", "edu", "ac", "or", "ne", "go");

    private Hosts() {}

    /** How far an allowed name or wildcard reaches, or null when only one owner's names match. */
    public static Breadth breadth(Endpoint pattern) {
        String h = pattern.host();
        String rest;
        if (h.startsWith("**.")) rest = h.substring(3);
        else if (h.startsWith("*.")) rest = h.substring(2);
        else return PASTE_AND_UPLOAD.contains(h) ? Breadth.SHARED_HOSTING : null;
        while (rest.endsWith(".")) rest = rest.substring(0, rest.length() - 1);
        if (rest.isEmpty() || rest.indexOf('*') >= 0) return null;
        String[] labels = rest.split("\\.");
        if (labels.length == 1) return Breadth.PUBLIC_SUFFIX;
        if (labels.length == 2 && labels[1].length() == 2 && SECOND_LEVEL.contains(labels[0])) return Breadth.PUBLIC_SUFFIX;
        for (String d : SHARED_HOSTING) {
            if (rest.equals(d) || rest.endsWith("." + d)) return Breadth.SHARED_HOSTING;
        }
        return PASTE_AND_UPLOAD.contains(rest) ? Breadth.SHARED_HOSTING : null;
    }
}
