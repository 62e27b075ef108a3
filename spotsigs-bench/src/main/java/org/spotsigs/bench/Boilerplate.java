/*
 * Copyright 2026 the lucene-spotsigs authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.spotsigs.bench;

import java.util.Locale;
import java.util.Map;

/**
 * Word lists for realistic edits: names, hosts, organisations, footers, synonyms. Fixed, so output
 * stays the same.
 */
final class Boilerplate {
  private Boilerplate() {}

  static final String[] FIRST = {
    "john", "mary", "david", "susan", "michael", "linda", "james", "karen", "robert", "lisa",
        "mark", "sally",
    "paul", "kim", "steve", "jeff", "vince", "kay", "greg", "tana", "chris", "daren", "sara", "eric"
  };

  static final String[] LAST = {
    "smith", "jones", "miller", "davis", "garcia", "wilson", "taylor", "clark", "lewis", "walker",
        "hall",
    "young", "king", "wright", "lopez", "hill", "scott", "green", "adams", "baker", "nelson",
        "carter"
  };

  static final String[] HOSTS = {
    "cs.cmu.edu",
    "athena.mit.edu",
    "ecn.purdue.edu",
    "netcom.com",
    "uiuc.edu",
    "cco.caltech.edu",
    "world.std.com",
    "ucsd.edu",
    "enron.com",
    "aol.com",
    "hotmail.com",
    "ece.utexas.edu",
    "sun.com"
  };

  static final String[] ORGANIZATIONS = {
    "Carnegie Mellon University, Pittsburgh, PA",
    "Massachusetts Institute of Technology",
    "The Ohio State University",
    "University of Illinois at Urbana",
    "Netcom On-line Communication Services",
    "Sun Microsystems, Inc.",
    "The World Public Access UNIX, Brookline, MA",
    "Purdue University Engineering",
    "University of the Witwatersrand, Johannesburg",
    "AT&T Bell Laboratories",
    "Enron North America Corp.",
    "Computer Science Department, Stanford University"
  };

  static final String[] NEWSGROUPS = {
    "comp.graphics", "comp.os.ms-windows.misc", "rec.autos", "rec.sport.hockey", "sci.crypt",
        "sci.med",
    "sci.space", "talk.politics.guns", "misc.forsale", "soc.religion.christian", "alt.atheism",
        "comp.windows.x"
  };

  static final String[] CITIES = {
    "NEW YORK",
    "WASHINGTON",
    "LONDON",
    "TOKYO",
    "CHICAGO",
    "FRANKFURT",
    "PARIS",
    "SYDNEY",
    "TORONTO",
    "ZURICH"
  };

  static final String[] MONTHS = {
    "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"
  };

  static final String[] TOPICS = {
    "earn", "acq", "money-fx", "grain", "crude", "trade", "interest", "ship", "wheat", "corn"
  };

  /** Footers and signatures; {name}, {email} and {org} are filled in. */
  static final String[] FOOTERS = {
    "--\n{name}\n{email}",
    "-- \n{name}   |   {email}\n{org}\n\"The opinions expressed are my own and not those of my employer.\"",
    "Sent from my BlackBerry Wireless Handheld",
    "_______________________________________________\n{org} mailing list\nTo unsubscribe, send a message to"
        + " majordomo@{host} with the words unsubscribe in the body.",
    "**********************************************************************\nThis e-mail is the property of Enron"
        + " Corp. and/or its relevant affiliate and may contain confidential and privileged material for the sole"
        + " use of the intended recipient (s). Any review, use, distribution or disclosure by others is strictly"
        + " prohibited. If you are not the intended recipient (or authorized to receive for the recipient), please"
        + " contact the sender or reply to Enron Corp. at enron.messaging.administration@enron.com and delete all"
        + " copies of the message. This e-mail (and any attachments hereto) are not intended to be an offer (or an"
        + " acceptance) and do not create or evidence a binding and enforceable contract between Enron Corp. (or any"
        + " of its affiliates) and the intended recipient or any other party, and may not be relied on by anyone as"
        + " the basis of a contract by estoppel or otherwise. Thank you.\n"
        + "**********************************************************************",
    "Do You Yahoo!?\nGet email at your own domain with Yahoo! Mail.",
    "To be removed from this list, reply with REMOVE in the subject line. This message is sent in compliance"
        + " with the new e-mail bill.",
    "{name} -- {email}\n  \"Any sufficiently advanced technology is indistinguishable from magic.\"",
    "Copyright (c) Reuters Limited. All rights reserved. Republication or redistribution of Reuters content is"
        + " expressly prohibited without the prior written consent of Reuters.",
    "Thanks,\n{name}",
    "Regards,\n{name}\n{org}",
    "=====\n{name}, {org}. Phone: 555-0{digits}. Internet: {email}",
    "Get your FREE download of MSN Explorer at the web site.",
    "Posted via the newsgroup gateway. The views expressed here are those of the poster and do not represent"
        + " the views of the moderators."
  };

  /**
   * HTML navigation a copy on a web site gets around the text (no stopword chains, like real
   * navigation).
   */
  static final String[] NAV = {
    "Home | News | Archive | Contact | Search",
        "Top stories | World | Business | Technology | Sports",
    "Login | Register | Help", "Previous | Next | Print | E-mail"
  };

  static final Map<String, String> SYNONYMS =
      Map.ofEntries(
          Map.entry("said", "stated"),
          Map.entry("big", "large"),
          Map.entry("large", "big"),
          Map.entry("buy", "purchase"),
          Map.entry("company", "firm"),
          Map.entry("firm", "company"),
          Map.entry("think", "believe"),
          Map.entry("believe", "think"),
          Map.entry("also", "too"),
          Map.entry("however", "but"),
          Map.entry("about", "around"),
          Map.entry("around", "about"),
          Map.entry("get", "obtain"),
          Map.entry("use", "employ"),
          Map.entry("help", "assist"),
          Map.entry("show", "demonstrate"),
          Map.entry("start", "begin"),
          Map.entry("begin", "start"),
          Map.entry("end", "finish"),
          Map.entry("new", "novel"),
          Map.entry("good", "fine"),
          Map.entry("problem", "issue"),
          Map.entry("issue", "problem"),
          Map.entry("money", "cash"),
          Map.entry("price", "cost"),
          Map.entry("market", "marketplace"),
          Map.entry("shares", "stock"),
          Map.entry("rose", "climbed"),
          Map.entry("fell", "dropped"),
          Map.entry("week", "wk"),
          Map.entry("please", "pls"),
          Map.entry("you", "u"),
          Map.entry("thanks", "thank you"),
          Map.entry("because", "since"),
          Map.entry("quick", "fast"),
          Map.entry("people", "folks"),
          Map.entry("car", "automobile"),
          Map.entry("government", "administration"),
          Map.entry("percent", "pct"),
          Map.entry("pct", "percent"),
          Map.entry("mln", "million"),
          Map.entry("dlrs", "dollars"));

  static String name(Rng r) {
    return capitalize(r.pick(FIRST)) + " " + capitalize(r.pick(LAST));
  }

  static String email(Rng r) {
    return r.pick(FIRST) + "." + r.pick(LAST) + "@" + r.pick(HOSTS);
  }

  static String footer(Rng r) {
    String f = r.pick(FOOTERS);
    if (f.indexOf('{') < 0) {
      return f;
    }
    return f.replace("{name}", name(r))
        .replace("{email}", email(r))
        .replace("{org}", r.pick(ORGANIZATIONS))
        .replace("{host}", r.pick(HOSTS))
        .replace("{digits}", Integer.toString(r.between(100, 999)));
  }

  static String date(Rng r) {
    String[] days = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    String[] months = {
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
    };
    return String.format(
        Locale.ROOT,
        "%s, %d %s %d %02d:%02d:%02d GMT",
        r.pick(days),
        r.between(1, 28),
        r.pick(months),
        r.between(1987, 2005),
        r.nextInt(24),
        r.nextInt(60),
        r.nextInt(60));
  }

  static String messageId(Rng r) {
    return Long.toString(r.nextLong() >>> 24, 36) + "@" + r.pick(HOSTS);
  }

  static String capitalize(String w) {
    return w.isEmpty() ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1);
  }
}
