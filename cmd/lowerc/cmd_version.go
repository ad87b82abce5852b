package main

import (
	"fmt"
	"io"
	"runtime/debug"

	"github.com/lowerc/lowerc/internal/oracle"
)

const version = "0.1.0-dev"

// runVersion prints the version, the commit lowerc was built from (the Go
// build info's vcs settings; "unknown" for a binary built outside a
// checkout, as go install ...@latest builds), the Go version and each
// oracle with its path and version, or "not found".
func runVersion(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("version", stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return fs.argError("takes no arguments, got %q", fs.Arg(0))
	}
	fmt.Fprintln(stdout, "lowerc", version)
	commit, goVersion := "unknown", "unknown"
	if bi, ok := debug.ReadBuildInfo(); ok {
		goVersion = bi.GoVersion
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			commit = "module " + v
		}
		var rev, when, dirty string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					dirty = ", modified"
				}
			}
		}
		if rev != "" {
			commit = rev
			if when != "" {
				commit += " (" + when + dirty + ")"
			}
		}
	}
	fmt.Fprintln(stdout, "commit:", commit)
	fmt.Fprintln(stdout, "go:", goVersion)
	fmt.Fprintln(stdout, "oracles:")
	for _, name := range oracle.All() {
		p, err := oracle.Lookup(name)
		if err != nil {
			fmt.Fprintf(stdout, "  %-11s not found\n", name)
			continue
		}
		v, err := oracle.Version(p)
		if err != nil {
			v = "version unknown"
		}
		fmt.Fprintf(stdout, "  %-11s %s (%s)\n", name, v, p)
	}
	return 0
}
