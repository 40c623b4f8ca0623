package dev.agentlint.model;

import java.util.Collections;
import java.util.ArrayList;
import java.util.List;

/**
 * A virtual machine or hypervisor sandbox an agent may run in (a Lima instance, a Windows Sandbox,
 * a WSL distribution and the WSL 2 VM that hosts it), described by what it shares with the host:
 * folders, ports, networks, the SSH agent, devices, and the commands it runs. Shares and port
 * forwards are also added to {@link FileFacts#mounts()} and {@link FileFacts#publishedPorts()}, so
 * the rules that judge mounts and ports for every format judge these too.
 */
public final class VirtualMachine extends Fact {

    public enum Kind {
        LIMA("Lima VM"), WINDOWS_SANDBOX("Windows Sandbox"), WSL_DISTRO("WSL distribution"), WSL_VM("WSL 2 VM");

        private final String title;

        Kind(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }
    }

    /** How a network attachment relates the guest to the host and the LAN. */
    public enum NetworkMode {
        /** User-mode NAT (Lima's slirp, WSL's NAT): outbound only, the guest is not reachable from outside. */
        NAT,
        /** On the physical LAN with its own address. */
        BRIDGED,
        /** A host-only or shared network: the guest has an address the host (and sometimes the LAN) reaches. */
        SHARED,
        /** The guest uses the host's own interfaces and addresses (WSL mirrored mode). */
        MIRRORED,
        /** Windows Sandbox's virtual switch: outbound access and the host's internal network. */
        HOST_SWITCH,
        /** Any other mode (a named Lima network, WSL virtioproxy). */
        OTHER
    }

    /**
     * A network the guest is attached to.
     *
     * @param mode     what it exposes
     * @param written  the mode as written ({@code lima: bridged}, {@code networkingMode=mirrored})
     * @param explicit false when it is the format's default network
     */
    public record Network(NetworkMode mode, String written, boolean explicit, Location location) {}

    /** Host devices a guest can be given. */
    public enum Device {
        CLIPBOARD("clipboard"), MICROPHONE("microphone"), CAMERA("camera"), PRINTER("printers"), GPU("GPU");

        private final String title;

        Device(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }
    }

    /** Whether a host device is shared with the guest. */
    public record DeviceAccess(Device device, Setting<Boolean> shared) {}

    /**
     * How a WSL distribution reaches into Windows ({@code /etc/wsl.conf}).
     *
     * @param driveMounts    {@code [automount] enabled}: fixed Windows drives mounted read-write under the mount root
     * @param driveMountRoot {@code [automount] root}, always ending in {@code /}
     * @param fstab          {@code [automount] mountFsTab}: {@code /etc/fstab} is mounted at start
     * @param interop        {@code [interop] enabled}: Linux processes can start Windows programs
     * @param windowsPath    {@code [interop] appendWindowsPath}: the Windows PATH is appended to {@code $PATH}
     * @param bootCommand    {@code [boot] command}, run as root at every start; null when absent
     */
    public record WindowsIntegration(Setting<Boolean> driveMounts, Setting<String> driveMountRoot, Setting<Boolean> fstab,
                                     Setting<Boolean> interop, Setting<Boolean> windowsPath, Located<String> bootCommand) {}

    /**
     * The WSL 2 VM's networking ({@code %UserProfile%\.wslconfig}).
     *
     * @param mode                {@code networkingMode}
     * @param dnsTunneling        {@code dnsTunneling}: DNS answered by Windows
     * @param autoProxy           {@code autoProxy}: Windows proxy settings pushed into Linux
     * @param firewall            {@code firewall}: Hyper-V firewall filtering (always on in mirrored mode)
     * @param localhostForwarding {@code localhostForwarding}: guest ports reachable at Windows {@code localhost}
     */
    public record WslNetworking(Setting<String> mode, Setting<Boolean> dnsTunneling, Setting<Boolean> autoProxy,
                                Setting<Boolean> firewall, Setting<Boolean> localhostForwarding) {}

    private final Kind kind;
    private final Location anchor;
    private List<Mount> shares = new ArrayList<>();
    private List<PublishedPort> portForwards = new ArrayList<>();
    private List<Network> networks = new ArrayList<>();
    private List<EmbeddedScript> provisioning = new ArrayList<>();
    private List<DeviceAccess> devices = new ArrayList<>();
    private List<EnvVar> env = new ArrayList<>();
    private Setting<Boolean> agentForwarding;
    private Setting<Boolean> hostProxy;
    private WindowsIntegration windowsIntegration;
    private WslNetworking wslNetworking;

    public VirtualMachine(Kind kind, Location anchor) {
        this.kind = kind;
        this.anchor = anchor;
    }

    public Kind kind() {
        return kind;
    }

    /** The configuration as a whole: where to report what it lacks. */
    public Location anchor() {
        return anchor;
    }

    /** Host folders visible in the guest. */
    public List<Mount> shares() {
        return shares;
    }

    /** Guest ports (or sockets) made reachable on the host. */
    public List<PublishedPort> portForwards() {
        return portForwards;
    }

    /** Networks the guest is attached to, the default one included; empty when it has none. */
    public List<Network> networks() {
        return networks;
    }

    /** Commands the VM runs as it is created or started (provisioning, readiness probes, logon commands). */
    public List<EmbeddedScript> provisioning() {
        return provisioning;
    }

    public List<DeviceAccess> devices() {
        return devices;
    }

    /** Environment variables set in the guest. */
    public List<EnvVar> env() {
        return env;
    }

    /** Whether the host's SSH agent is forwarded into the guest; null for kinds that cannot. */
    public Setting<Boolean> agentForwarding() {
        return agentForwarding;
    }

    public void agentForwarding(Setting<Boolean> s) {
        requireOpen();
        this.agentForwarding = s;
    }

    /** Whether the host's proxy settings are copied into the guest; null when the format has no such setting. */
    public Setting<Boolean> hostProxy() {
        return hostProxy;
    }

    public void hostProxy(Setting<Boolean> s) {
        requireOpen();
        this.hostProxy = s;
    }

    /** For a WSL distribution; null otherwise. */
    public WindowsIntegration windowsIntegration() {
        return windowsIntegration;
    }

    public void windowsIntegration(WindowsIntegration w) {
        requireOpen();
        this.windowsIntegration = w;
    }

    /** For the WSL 2 VM; null otherwise. */
    public WslNetworking wslNetworking() {
        return wslNetworking;
    }

    public void wslNetworking(WslNetworking w) {
        requireOpen();
        this.wslNetworking = w;
    }

    @Override
    protected void seal() {
        shares = Collections.unmodifiableList(shares);
        portForwards = Collections.unmodifiableList(portForwards);
        networks = Collections.unmodifiableList(networks);
        provisioning = Collections.unmodifiableList(provisioning);
        devices = Collections.unmodifiableList(devices);
        env = Collections.unmodifiableList(env);
    }
}
