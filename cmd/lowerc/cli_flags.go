package main

import (
	"flag"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/lowerc/lowerc/internal/diag"
)

// A flagSet is a command's flags: a flag.FlagSet whose Parse takes flags
// anywhere among the arguments, as llc, llvm-mc and clang do, instead of
// only before the first file. See newFlags.
type flagSet struct {
	*flag.FlagSet
	cmd    string
	stderr io.Writer
	// usage prints the command's usage and flags; newFlags sets it to the
	// command's usage line and PrintDefaults, and a command may replace it
	// (compile lists every target's flags).
	usage func(w io.Writer)
}

// helpShown is panicked by flagSet.Parse after it printed the help that
// -h or --help asked for; run recovers it and exits 0.
type helpShown struct{}

// helpOuts maps the stderr of a running invocation of run to its stdout,
// where -h prints a command's help (newFlags is given only stderr). A map,
// not one variable, so that invocations may run concurrently.
var helpOuts sync.Map

// rememberHelpOut records stdout as the help output of the invocation
// whose stderr is stderr, and returns the function that forgets it.
func rememberHelpOut(stderr, stdout io.Writer) func() {
	if stderr == nil || !reflect.TypeOf(stderr).Comparable() {
		return func() {}
	}
	prev, had := helpOuts.Swap(stderr, stdout)
	return func() {
		if had {
			helpOuts.Store(stderr, prev)
		} else {
			helpOuts.Delete(stderr)
		}
	}
}

// helpOut is where help goes for the invocation with this stderr: its
// stdout, or stderr when run did not record one.
func helpOut(stderr io.Writer) io.Writer {
	if stderr != nil && reflect.TypeOf(stderr).Comparable() {
		if w, ok := helpOuts.Load(stderr); ok {
			return w.(io.Writer)
		}
	}
	return stderr
}

// Parse parses args, which may mix flags and other arguments in any order:
//
//   - "-name" and "--name" are the same flag; "-name=value", "-name value";
//   - a bool flag takes no separate value ("-v=false" to turn one off);
//   - "--" ends the flags: everything after it is an argument;
//   - "-" alone is an argument (standard input or output);
//   - a negative number ("-1", "-0.5", "-inf") is an argument unless the
//     command has a flag of that name.
//
// -h, -help and --help print the command's usage with every flag on
// standard output and end the command with exit code 0. Any other flag
// error is printed as "lowerc CMD: message" with a did-you-mean hint and
// the usage line, and returned; the command then exits 2.
func (fs *flagSet) Parse(args []string) error {
	ordered := reorderFlags(fs.FlagSet, args)
	for _, a := range ordered {
		if a == "--" {
			break
		}
		if n := flagName(a); (n == "h" || n == "help") && fs.Lookup(n) == nil {
			fs.usage(helpOut(fs.stderr))
			panic(helpShown{})
		}
	}
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.FlagSet.Parse(ordered)
	fs.SetOutput(out)
	fs.Usage = usage
	if err != nil {
		msg := err.Error()
		if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
			msg = fmt.Sprintf("unknown flag -%s%s", name, diag.DidYouMean(name, fs.names()))
		}
		fmt.Fprintf(fs.stderr, "lowerc %s: %s\n", fs.cmd, msg)
		fmt.Fprintf(fs.stderr, "usage: lowerc %s\nrun \"lowerc %s -h\" for the flags\n", commands[fs.cmd].usage, fs.cmd)
	}
	return err
}

// names lists the command's flags.
func (fs *flagSet) names() []string {
	var ns []string
	fs.VisitAll(func(f *flag.Flag) { ns = append(ns, f.Name) })
	sort.Strings(ns)
	return ns
}

// argError reports a bad argument as "lowerc CMD: message" and returns exit
// code 2.
func (fs *flagSet) argError(format string, args ...any) int {
	fmt.Fprintf(fs.stderr, "lowerc %s: %s\n", fs.cmd, fmt.Sprintf(format, args...))
	fmt.Fprintf(fs.stderr, "usage: lowerc %s\n", commands[fs.cmd].usage)
	return 2
}

// flagName returns the name of a flag argument ("-o", "--o=x" → "o"), or ""
// for an argument that is not a flag.
func flagName(a string) string {
	if len(a) < 2 || a[0] != '-' || a == "--" {
		return ""
	}
	n := strings.TrimPrefix(a[1:], "-")
	n, _, _ = strings.Cut(n, "=")
	return n
}

// reorderFlags moves the flags of args (with their values) before the other
// arguments and puts "--" between them, so that flag.FlagSet.Parse, which
// stops at the first non-flag, sees every flag.
func reorderFlags(fs *flag.FlagSet, args []string) []string {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		name := flagName(a)
		if name == "" {
			rest = append(rest, a)
			continue
		}
		f := fs.Lookup(name)
		if f == nil && looksNumeric(name) {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		if f == nil || strings.Contains(a, "=") {
			continue
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			continue
		}
		if i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return append(append(flags, "--"), rest...)
}

// looksNumeric reports whether s (after a leading '-') reads as a number
// rather than a flag name: a digit or '.' first, inf, or a named NaN
// (nan, qnan, snan, with a payload qnan:0x200).
func looksNumeric(s string) bool {
	if s == "" {
		return false
	}
	if c := s[0]; c >= '0' && c <= '9' || c == '.' {
		return true
	}
	l := strings.ToLower(s)
	switch l {
	case "inf", "infinity", "nan", "qnan", "snan":
		return true
	}
	// Named NaNs with a payload: -qnan:0x200, -snan:0x1.
	return strings.HasPrefix(l, "qnan:") || strings.HasPrefix(l, "snan:")
}

// printFlags writes fs's flags as flag.PrintDefaults does, to w.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	out := fs.Output()
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(out)
}

// helpRequested reports whether args ask for help (-h, -help, --help
// before any "--").
func helpRequested(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if n := flagName(a); n == "h" || n == "help" {
			return true
		}
	}
	return false
}
