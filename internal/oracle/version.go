package oracle

import (
	"regexp"
	"strings"
	"sync"
)

// All lists the oracles, in the order "lowerc version" prints them.
func All() []string {
	return []string{LLVMMC, LLC, Opt, LLI, LLVMMC22, LLC22, LLD, Ptxas, Nvdisasm, GCC}
}

// lldRE reads LLD's "Debian LLD 19.1.7 (compatible with GNU linkers)".
var lldRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bLLD\s+(\d+\.\d+\.\d+)\b`) })

var versionRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:version|release)\s+(\S+?),?(?:\s|$)|\b(V\d+\.\d+\.\d+)\b`)
})

// Version runs the tool at path with --version and returns its version
// as the tool prints it ("19.1.7" for LLVM, "V11.8.89" for ptxas, the first
// line for others).
func Version(path string) (string, error) {
	out, err := Run(path, nil, "--version")
	if err != nil {
		return "", err
	}
	return parseVersion(string(out)), nil
}

// parseVersion picks the version out of a tool's --version text: a CUDA
// build "V11.8.89" first (LLD's "LLD 19.1.7" before that), else the word after "version" or "release", else
// the first non-empty line.
func parseVersion(text string) string {
	if m := lldRE().FindStringSubmatch(text); m != nil {
		return m[1]
	}
	best := ""
	for _, m := range versionRE().FindAllStringSubmatch(text, -1) {
		if m[2] != "" {
			return m[2]
		}
		if best == "" {
			best = m[1]
		}
	}
	if best != "" {
		return best
	}
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return "unknown"
}
