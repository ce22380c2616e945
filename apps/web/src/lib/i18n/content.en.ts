import type { contentPagesTr } from './contentPages.tr.ts';
import type { contentTr } from './content.tr.ts';

/** English texts of the content namespace; the type keeps the key set identical to Turkish. */
export const contentEn: typeof contentTr & typeof contentPagesTr = {
  content: {
    carousel: {
      label: 'Featured offers',
      previous: 'Previous banner',
      next: 'Next banner',
    },
    promotions: {
      title: 'Promotions',
      lead: 'From the welcome bonus to cash-out: what we have for you, with all the terms.',
      details: 'Details',
      empty: 'There are no promotions running right now. Check back soon for new offers.',
    },
    pages: {
      title: 'Information',
      lead: 'Rules, terms and everything you may want to know.',
      empty: 'No pages have been published yet.',
      notFoundTitle: 'This page was not found',
      notFoundText: 'The content you are looking for may have been removed or never published.',
      backToList: 'All pages',
      helpTitle: 'Need a hand?',
      helpText: 'Write to us on live chat, or leave your number and we will call you.',
      liveChat: 'Live Chat',
      callRequest: 'Call Me Back',
    },
    popup: {
      label: 'Announcement',
      imageAlt: 'Promotion announcement',
      close: 'Close',
    },
    callRequest: {
      title: 'Request a Call',
      intro: 'Leave your details and one of our agents will call you as soon as possible.',
      name: 'Full name',
      phone: 'Phone',
      message: 'Your message',
      submit: 'Save Request',
      sent: 'Your request has been received.',
    },
    liveChat: {
      unavailable: 'Live chat is not available right now. Please try again a little later.',
    },
  },
};
