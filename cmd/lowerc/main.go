package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/lowerc/lowerc/internal/diag"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// A command is one subcommand of lowerc.
type command struct {
	name  string
	usage string // one line: "check FILE…"
	short string // one-line description for "lowerc help"
	// run executes the command with its own arguments and returns the exit code:
	// 0 success, 1 the input has errors, 2 bad usage.
	run func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]*command{}

// register adds a command; it is called from init functions.
func register(c *command) {
	if _, dup := commands[c.name]; dup {
		panic("lowerc: duplicate command " + c.name)
	}
	commands[c.name] = c
}

// A demoSection is one part of "lowerc demo", printed in increasing order.
type demoSection struct {
	order int
	title string
	run   func(stdout io.Writer) error
}

var demoSections []demoSection

// registerDemo adds a section to "lowerc demo"; it is called from init functions.
func registerDemo(order int, title string, run func(stdout io.Writer) error) {
	demoSections = append(demoSections, demoSection{order, title, run})
}

// run is the whole program: main only calls it.
func run(args []string, stdout, stderr io.Writer) (code int) {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		name = "help"
	case "-version", "--version":
		name = "version"
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "lowerc: unknown command %q%s\n", name, diag.DidYouMean(name, commandNames()))
		fmt.Fprintf(stderr, "run \"lowerc help\" for the commands\n")
		return 2
	}
	forgetHelpOut := rememberHelpOut(stderr, stdout)
	defer func() {
		forgetHelpOut()
		if r := recover(); r != nil {
			if _, ok := r.(helpShown); !ok {
				panic(r)
			}
			code = 0
		}
	}()
	return c.run(args[1:], stdout, stderr)
}

func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: lowerc <command> [flags] [arguments]")
	fmt.Fprintln(w, "")
	fmt.Fprintln(w, "commands:")
	for _, n := range commandNames() {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].short)
	}
	fmt.Fprintln(w, "")
	fmt.Fprintln(w, `Run "lowerc help <command>" or "lowerc <command> -h" for a command's usage and flags.`)
	fmt.Fprintln(w, "Flags may come before or after the files; -flag and --flag are the same; -- ends the flags.")
}

// newFlags makes the flag set of command c. Every command gets the same
// command-line behaviour through it (see flagSet.Parse):
//
//   - flags anywhere: "lowerc compile m.tile -target ptx -o out.ptx" is
//     "lowerc compile -target ptx -o out.ptx m.tile";
//   - "-flag" and "--flag" are the same; "--" ends the flags;
//   - -h, -help and --help print the usage line and every flag on standard
//     output and exit 0;
//   - a flag error prints "lowerc CMD: ..." (with a did-you-mean hint) and
//     the usage line on stderr, and Parse returns it: the command exits 2.
//
// A command written as
//
//	fs := newFlags("NAME", stderr)
//	x := fs.String("x", "", "...")
//	if err := fs.Parse(args); err != nil {
//		return 2
//	}
//	... fs.Args() ...
//
// gets all of this for free. Code that needs the *flag.FlagSet itself (to
// pass it to a function that defines flags, as the compile targets'
// flags functions do) uses fs.FlagSet: that is the one-line change a
// command written against the old newFlags, which returned a
// *flag.FlagSet, needs. Argument errors after parsing go through
// fs.argError, which prints "lowerc NAME: message" and the usage line.
// File arguments: openInput ("-" is standard input) and writeOutput ("-" is
// standard output; other files are written atomically).
func newFlags(c string, stderr io.Writer) *flagSet {
	fs := &flagSet{FlagSet: flag.NewFlagSet(c, flag.ContinueOnError), cmd: c, stderr: stderr}
	fs.SetOutput(stderr)
	fs.usage = func(w io.Writer) {
		fmt.Fprintf(w, "usage: lowerc %s\n\n%s\n", commands[c].usage, commands[c].short)
		if len(fs.names()) > 0 {
			fmt.Fprintf(w, "\nflags:\n")
			printFlags(w, fs.FlagSet)
		}
	}
	fs.Usage = func() { fs.usage(fs.Output()) }
	return fs
}

func init() {
	register(&command{
		name:  "help",
		usage: "help [command]",
		short: "show the commands, or one command's usage",
		run: func(args []string, stdout, stderr io.Writer) int {
			if len(args) == 0 || helpRequested(args[:1]) {
				usage(stdout)
				return 0
			}
			if _, ok := commands[args[0]]; !ok || args[0] == "help" {
				if args[0] == "help" {
					usage(stdout)
					return 0
				}
				fmt.Fprintf(stderr, "lowerc help: unknown command %q%s\n", args[0], diag.DidYouMean(args[0], commandNames()))
				return 2
			}
			// "help CMD" is "CMD -h": the usage line and every flag.
			return run([]string{args[0], "-h"}, stdout, stderr)
		},
	})
	register(&command{
		name:  "version",
		usage: "version",
		short: "print lowerc's version, its commit and the oracles found (also lowerc --version)",
		run:   runVersion,
	})
	register(&command{
		name:  "demo",
		usage: "demo",
		short: "run the main job on the bundled example (testdata/examples/maximum3.tile)",
		run: func(args []string, stdout, stderr io.Writer) int {
			fs := newFlags("demo", stderr)
			if err := fs.Parse(args); err != nil {
				return 2
			}
			if fs.NArg() > 0 {
				return fs.argError("takes no arguments, got %q", fs.Arg(0))
			}
			sort.SliceStable(demoSections, func(i, j int) bool { return demoSections[i].order < demoSections[j].order })
			for i, s := range demoSections {
				if i > 0 {
					fmt.Fprintln(stdout)
				}
				fmt.Fprintf(stdout, "== %s ==\n", s.title)
				if err := s.run(stdout); err != nil {
					fmt.Fprintf(stderr, "lowerc demo: %s: %v\n", s.title, err)
					return 1
				}
			}
			return 0
		},
	})
}
